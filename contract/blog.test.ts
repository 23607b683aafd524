import { ValidationError } from 'yup';
import { blogSchema } from './blog';

const valid = { title: 'The Future of AI', description: 'What is next.', content: '1. *One*' };

async function errorsOf(input: Record<string, unknown>): Promise<string[]> {
  try {
    await blogSchema.validate(input, { abortEarly: false });
    return [];
  } catch (e) {
    return e instanceof ValidationError ? e.errors : ['not a validation error'];
  }
}

describe('blogSchema', () => {
  it('requires title, description and content', async () => {
    expect(await errorsOf({ title: ' ', description: '', content: '' })).toEqual([
      'Title is required.',
      'Description is required.',
      'Content is required.',
    ]);
    expect(await errorsOf(valid)).toEqual([]);
  });

  it('accepts an optional slug only in slug form, lower-casing it', async () => {
    expect((await blogSchema.validate({ ...valid, slug: 'AI-Trends-2025' })).slug).toBe('ai-trends-2025');
    expect(await errorsOf({ ...valid, slug: 'two  words' })).toEqual(['Slug may hold only lower-case letters, digits and single hyphens.']);
    expect(await errorsOf({ ...valid, slug: 'a--b' })).toEqual(['Slug may hold only lower-case letters, digits and single hyphens.']);
  });
});

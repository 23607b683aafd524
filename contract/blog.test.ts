import { blogSchema } from './blog';
import { refusalsOf } from './test-fixtures';

const valid = { title: 'The Future of AI', description: 'What is next.', content: '1. *One*' };

const errorsOf = (input: Record<string, unknown>) => refusalsOf(blogSchema.validate(input, { abortEarly: false }));

describe('blogSchema', () => {
  it('requires title, description and content', async () => {
    expect(await errorsOf({ title: ' ', description: '', content: '' })).toEqual([
      'Title is required.',
      'Description is required.',
      'Content is required.',
    ]);
    expect(await errorsOf(valid)).toEqual([]);
  });

  it('publishes by default, and takes a draft with only its title (a draft saves itself from its first words)', async () => {
    expect((await blogSchema.validate(valid)).status).toBe('published');
    expect(await errorsOf({ title: 'Half an idea', description: '', content: '', status: 'draft' })).toEqual([]);
    expect(await errorsOf({ title: '', status: 'draft' })).toEqual(['Title is required.']);
    expect(await errorsOf({ title: 'Half an idea', description: '', content: '', status: 'published' })).toEqual([
      'Description is required.',
      'Content is required.',
    ]);
  });

  it('refuses any other status, and a publish time that is not a date and time', async () => {
    expect(await errorsOf({ ...valid, status: 'scheduled' })).toEqual(['Status must be draft or published.']);
    expect(await errorsOf({ ...valid, status: 'DRAFT' })).toEqual(['Status must be draft or published.']);
    for (const bad of ['tomorrow', '2030-02-30T10:00', '2030-01-01', '0000-01-01T00:00:00Z', '2030-01-01T10:00:00'])
      expect(await errorsOf({ ...valid, publishAt: bad })).toEqual([
        'Publish time must be a date and time, e.g. 2030-01-31T09:30:00+05:30.',
      ]);
    for (const good of ['2030-01-31T09:30:00+05:30', '2030-01-31T04:00:00.000Z', '2030-01-31T09:30', ''])
      expect(await errorsOf({ ...valid, publishAt: good })).toEqual([]);
  });

  it('accepts an optional slug only in slug form, lower-casing it', async () => {
    expect((await blogSchema.validate({ ...valid, slug: 'AI-Trends-2025' })).slug).toBe('ai-trends-2025');
    expect(await errorsOf({ ...valid, slug: 'two  words' })).toEqual(['Slug may hold only lower-case letters, digits and single hyphens.']);
    expect(await errorsOf({ ...valid, slug: 'a--b' })).toEqual(['Slug may hold only lower-case letters, digits and single hyphens.']);
  });
});

describe('blogSchema: byline and related course (issue 21)', () => {
  it('takes them as optional, so clients that predate bylines keep working', async () => {
    const input = await blogSchema.validate(valid);
    expect(input.authorName).toBeUndefined();
    expect(input.authorRole).toBeUndefined();
    expect(input.courseSlug).toBeUndefined();
    expect(
      await blogSchema.validate({
        ...valid,
        authorName: ' Arjun Mehta ',
        authorRole: 'Data Science Trainer, ITX',
        courseSlug: 'Data-Science',
      }),
    ).toMatchObject({ authorName: 'Arjun Mehta', authorRole: 'Data Science Trainer, ITX', courseSlug: 'data-science' });
    // Empty: the default byline, and "Match by topic".
    expect(await errorsOf({ ...valid, authorName: '', authorRole: '', courseSlug: '' })).toEqual([]);
  });

  it('limits their lengths and refuses a course address that cannot be one', async () => {
    expect(await errorsOf({ ...valid, authorName: 'a'.repeat(81), authorRole: 'b'.repeat(121) })).toEqual([
      'Author name must be at most 80 characters.',
      'Author role must be at most 120 characters.',
    ]);
    expect(await errorsOf({ ...valid, authorName: 'a'.repeat(80), authorRole: 'b'.repeat(120) })).toEqual([]);
    for (const bad of ['data science', '../etc', 'a'.repeat(201)])
      expect(await errorsOf({ ...valid, courseSlug: bad })).toEqual(['Choose a course from the catalogue, or Match by topic.']);
    expect(await errorsOf({ ...valid, authorName: 'Ravi\u0007' })).toEqual(['Author name contains an invalid character.']);
  });
});

import { slugify, SLUG_PATTERN } from './slug';

describe('slugify (docs/product.md §2)', () => {
  it.each([
    ['The Future of AI', 'the-future-of-ai'],
    ['Top 10 Coding Practices!', 'top-10-coding-practices'],
    ['  DevOps   Best -- Practices  ', 'devops-best-practices'],
    ['C++ & C# Trainer (Hyderabad)', 'c-c-trainer-hyderabad'],
    ['under_score title', 'underscore-title'],
  ])('turns %j into %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
    expect(slug).toMatch(SLUG_PATTERN);
  });

  it('never leaves leading, trailing or doubled hyphens', () => {
    expect(slugify('--- hello --- world ---')).toBe('hello-world');
  });

  it('refuses path traversal and upper case in the slug pattern', () => {
    expect(SLUG_PATTERN.test('../etc/passwd')).toBe(false);
    expect(SLUG_PATTERN.test('Data-Science')).toBe(false);
    expect(SLUG_PATTERN.test('data-science-2')).toBe(true);
  });
});

import { DEFAULT_SITE_CONTACT } from './site';
import { alumniStoryDto as story } from '../src/shared/lib/test/alumni-fixtures';
import { courseReviewStories, ratingInWords } from './alumni';
import {
  ALUMNI_QUOTE_SHORT_MESSAGE,
  ALUMNI_RATING_KIND_MESSAGE,
  ALUMNI_RATING_MESSAGE,
  alumniStoriesQuerySchema,
  alumniStorySchema,
} from './alumni-schema';
import { buildCourseJsonLd } from './content-structured-data';
import { courseMeta } from './item-page-meta';
import { dataScienceCourse, fieldErrorsOf } from './test-fixtures';

const SITE_URL = 'https://itx.example/';

// The admin-entered figure on the course page: never a review's source.
const course = dataScienceCourse({ rating: 4.9 });

describe('the review markup of a course (docs/product.md §3)', () => {
  const real = [
    story({ _id: 'a', name: 'Lakshmi Prasanna', rating: 5 }),
    story({ _id: 'b', name: 'Venkat Ramana', rating: 4 }),
    story({ _id: 'c', name: 'Kavya Sri', rating: 4 }),
  ];
  const never = [
    story({ _id: 'sample', name: 'Sneha Varma', sample: true, rating: 1 }),
    story({ _id: 'hidden', name: 'Not Yet Public', published: false, rating: 1 }),
    story({ _id: 'unrated', name: 'No Stars', rating: null }),
    story({ _id: 'placement', name: 'Placed Learner', kind: 'placement', rating: null }),
    story({ _id: 'other', name: 'Other Course', courseSlug: 'mern-stack', rating: 1 }),
  ];

  it('marks up each real, published, rated testimonial of the course and their mean to one decimal', () => {
    const ld = buildCourseJsonLd(course, SITE_URL, DEFAULT_SITE_CONTACT, new Date('2026-03-10T00:00:00Z'), [...never, ...real]);
    expect(ld.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.3, ratingCount: 3, bestRating: 5, worstRating: 1 });
    expect(ld.review).toEqual(
      real.map((s) => ({
        '@type': 'Review',
        author: { '@type': 'Person', name: s.name },
        datePublished: '2026-03-02',
        reviewBody: s.quote,
        reviewRating: { '@type': 'Rating', ratingValue: s.rating, bestRating: 5, worstRating: 1 },
      })),
    );
    for (const s of never) expect(JSON.stringify(ld)).not.toContain(s.name);
    // The page's head carries the same markup.
    const meta = courseMeta(course, new Date('2026-03-10T00:00:00Z'), real);
    expect(meta.jsonLd?.(SITE_URL, DEFAULT_SITE_CONTACT)[0]).toMatchObject({ aggregateRating: { ratingCount: 3 } });
  });

  it('has no review and no rating at all from samples only, or from nothing: never the course’s own rating', () => {
    for (const stories of [[], never]) {
      const ld = buildCourseJsonLd(course, SITE_URL, DEFAULT_SITE_CONTACT, new Date('2026-03-10T00:00:00Z'), stories);
      expect(ld).not.toHaveProperty('review');
      expect(ld).not.toHaveProperty('aggregateRating');
      expect(JSON.stringify(ld)).not.toContain('4.9');
    }
    expect(buildCourseJsonLd(course, SITE_URL, DEFAULT_SITE_CONTACT)).not.toHaveProperty('aggregateRating');
    expect(courseReviewStories(never, 'data-science')).toEqual([]);
  });

  it('writes a rating in words', () => {
    expect(ratingInWords(4)).toBe('Rated 4 out of 5');
  });
});

describe('alumniStorySchema', () => {
  const valid = {
    kind: 'testimonial',
    name: 'Lakshmi Prasanna',
    courseSlug: 'data-science',
    role: 'Data Scientist',
    company: 'Madhapur Analytics',
    quote: 'The capstone was what every interviewer asked about.',
    rating: 5,
  };
  const errors = (body: Record<string, unknown>) =>
    fieldErrorsOf(() => alumniStorySchema.validateSync(body, { abortEarly: false, stripUnknown: true }));

  it('takes a testimonial with a rating, and a placement story without; empty course and batch are none', () => {
    expect(errors(valid)).toEqual({});
    expect(alumniStorySchema.validateSync({ ...valid, kind: 'placement', rating: null, courseSlug: '' })).toMatchObject({
      kind: 'placement',
      rating: null,
      courseSlug: '',
      batch: '',
    });
  });

  it('says what is wrong, field by field', () => {
    expect(errors({})).toEqual({
      kind: 'Kind is required.',
      name: 'Name is required.',
      role: 'Role is required.',
      company: 'Company is required.',
      quote: 'Quote is required.',
    });
    expect(errors({ ...valid, rating: 0 })).toEqual({ rating: ALUMNI_RATING_MESSAGE });
    expect(errors({ ...valid, rating: 3.5 })).toEqual({ rating: ALUMNI_RATING_MESSAGE });
    expect(errors({ ...valid, rating: '4' })).toEqual({ rating: ALUMNI_RATING_MESSAGE });
    expect(errors({ ...valid, kind: 'placement' })).toEqual({ rating: ALUMNI_RATING_KIND_MESSAGE });
    expect(errors({ ...valid, quote: 'Too short.' })).toEqual({ quote: ALUMNI_QUOTE_SHORT_MESSAGE });
    expect(errors({ ...valid, quote: 'x'.repeat(601) })).toEqual({ quote: 'Quote must be at most 600 characters.' });
    expect(errors({ ...valid, company: 'x'.repeat(101) })).toEqual({ company: 'Company must be at most 100 characters.' });
    expect(errors({ ...valid, courseSlug: 'Data Science!' })).toEqual({
      courseSlug: 'Course must be one of the courses in the catalogue.',
    });
    expect(errors({ ...valid, sample: 'no' })).toEqual({ sample: 'sample must be true or false.' });
  });

  it('takes a course address or nothing as the list filter', () => {
    expect(alumniStoriesQuerySchema.isValidSync({ course: 'data-science' })).toBe(true);
    expect(alumniStoriesQuerySchema.isValidSync({})).toBe(true);
    expect(alumniStoriesQuerySchema.isValidSync({ course: '../etc' })).toBe(false);
  });
});

import { ValidationError } from 'yup';
import { END_BEFORE_START_MESSAGE, START_MESSAGE, WORKSHOP_IMAGE_MESSAGE, isOwnImagePath, workshopSchema } from './index';
import { refusalsOf } from './test-fixtures';

const valid = {
  title: 'Data Science',
  description: 'A workshop.',
  category: 'Data Science',
  startsAt: '2099-10-03T14:00',
  endsAt: '2099-10-03T17:00',
  duration: '3 Hours',
  learningOutcomes: 'Outcomes.',
};

/** The messages a workshop is refused with, or [] when it is accepted. */
const refusals = (input: Record<string, unknown>) => refusalsOf(workshopSchema.validate(input, { abortEarly: false }));

describe('workshop dates and seats', () => {
  it("accepts a date-time field's Hyderabad time or an ISO instant, and no capacity or a positive whole one", async () => {
    await expect(refusals(valid)).resolves.toEqual([]);
    await expect(refusals({ ...valid, startsAt: '2099-10-03T08:30:00.000Z', endsAt: '2099-10-03T17:00+05:30' })).resolves.toEqual([]);
    await expect(workshopSchema.validate(valid)).resolves.toMatchObject({ capacity: null });
    await expect(workshopSchema.validate({ ...valid, capacity: 40 })).resolves.toMatchObject({ capacity: 40 });
  });

  it('requires a start and an end', async () => {
    await expect(refusals({ ...valid, startsAt: '', endsAt: '' })).resolves.toEqual(['Start is required.', 'End is required.']);
  });

  it('refuses an end before or at the start', async () => {
    await expect(refusals({ ...valid, endsAt: '2099-10-03T13:00' })).resolves.toEqual([END_BEFORE_START_MESSAGE]);
    await expect(refusals({ ...valid, endsAt: valid.startsAt })).resolves.toEqual([END_BEFORE_START_MESSAGE]);
  });

  it.each(['2099-02-30T10:00', '13th Sept', '2099-10-03 14:00', '2099-10-03'])(
    'refuses the start %j, which is no date and time',
    async (startsAt) => {
      await expect(refusals({ ...valid, startsAt })).resolves.toEqual([START_MESSAGE]);
    },
  );

  it.each([
    [0, 'Capacity must be at least 1.'],
    [-3, 'Capacity must be at least 1.'],
    [2.5, 'Capacity must be a whole number.'],
  ])('refuses the capacity %j', async (capacity, message) => {
    await expect(refusals({ ...valid, capacity })).resolves.toEqual([message]);
  });
});

/** The admin form and the server validate the workshop image with this one rule (issue 15 finding 11). */
describe('workshop image', () => {
  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    '//evil.example/x.png',
    'https://evil.example/x.png',
    '/images/../secret.svg',
    '/images/workshops/x.svg#',
    '/api/images/abc-960.webp',
    `/api/images/${'a'.repeat(64)}-960.webp/../../leads`,
  ])('refuses %j with the message the form shows', async (image) => {
    expect(isOwnImagePath(image)).toBe(false);
    const error = await workshopSchema.validate({ ...valid, image }, { abortEarly: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).errors).toEqual([WORKSHOP_IMAGE_MESSAGE]);
  });

  it.each(['/images/workshops/data-science.svg', '/images/gallery/lab-1.webp', `/api/images/${'0f'.repeat(32)}-1600.webp`, ''])(
    'accepts our own %j',
    async (image) => {
      await expect(workshopSchema.validate({ ...valid, image })).resolves.toMatchObject({ title: 'Data Science' });
    },
  );

  it('answers a long crafted path at once (the patterns are linear)', () => {
    const started = performance.now();
    isOwnImagePath(`/images/${'a/'.repeat(20_000)}x`);
    isOwnImagePath(`/images/${'a-'.repeat(20_000)}!`);
    expect(performance.now() - started).toBeLessThan(100);
  });
});

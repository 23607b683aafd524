import { ValidationError } from 'yup';
import { WORKSHOP_IMAGE_MESSAGE, isOwnImagePath, workshopSchema } from './index';

const valid = {
  title: 'Data Science',
  description: 'A workshop.',
  category: 'Data Science',
  date: '4th Oct',
  duration: '3 Hours',
  learningOutcomes: 'Outcomes.',
};

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

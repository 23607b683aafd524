import type { AlumniStoryDto, HiringPartnerDto } from '@contract';

/** A real, published five-star testimonial of the Data Science course, with the learner's consent. Tests override what they are about. */
export function alumniStoryDto(overrides: Partial<AlumniStoryDto> = {}): AlumniStoryDto {
  return {
    _id: 'story-1',
    kind: 'testimonial',
    name: 'Lakshmi Prasanna',
    courseSlug: 'data-science',
    courseTitle: 'Data Science',
    batch: 'Feb 2026 weekday batch',
    role: 'Data Scientist',
    company: 'Madhapur Analytics',
    quote: 'The capstone on hospital readmissions was the project every interviewer wanted to talk about.',
    rating: 5,
    published: true,
    sample: false,
    consent: { date: '2026-02-27', form: 'email' },
    photo: '',
    courseDuration: '6 Months',
    createdAt: '2026-03-02T06:30:00.000Z',
    updatedAt: '2026-03-02T06:30:00.000Z',
    version: 1,
    ...overrides,
  };
}

/** A real hiring partner. */
export function hiringPartnerDto(overrides: Partial<HiringPartnerDto> = {}): HiringPartnerDto {
  return { _id: 'partner-1', name: 'Madhapur Analytics', logo: '', sample: false, ...overrides };
}

import type { CourseDetails } from '@contract';

/*
 * Bodies of the admin forms that tests send or validate: the smallest valid record of each kind, which a
 * test adjusts through `overrides` (or a title) for what it checks.
 */

/** A valid job: a full-time trainer post in Hyderabad, open until the end of 2099. */
export const jobBody = (title: string, overrides: Record<string, unknown> = {}) => ({
  title,
  isFresher: false,
  experienceRequired: 2,
  jobDescription: 'Teach full stack development.',
  keyResponsibilities: ['Teach', 'Mentor', 'Review', 'Plan', 'Grade'],
  jobType: 'full-time',
  location: 'Hyderabad',
  validThrough: '2099-12-31',
  salary: 30000,
  ...overrides,
});

/** A valid workshop with nothing but the required fields: three hours on 4 Oct 2099. */
export const workshopBody = (title: string, overrides: Record<string, unknown> = {}) => ({
  title,
  description: 'A workshop.',
  category: 'Data Science',
  startsAt: '2099-10-04T10:00',
  endsAt: '2099-10-04T13:00',
  duration: '3 Hours',
  sessions: [],
  topics: [],
  learningOutcomes: 'Outcomes.',
  careerPaths: [],
  ...overrides,
});

/** A valid two-day cloud workshop in December 2099, as an admin writes one. */
export const cloudWorkshopBody = (title: string) => ({
  title,
  description: 'Two days of hands-on AWS and Azure labs at the ITX HITEC City campus.',
  category: 'Full Stack',
  startsAt: '2099-12-20T10:00',
  endsAt: '2099-12-20T17:00',
  duration: '2 days',
  learningOutcomes: 'Deploy a three-tier application to the cloud and keep its costs in check.',
});

/** The details of a course page with one curriculum section and little else. */
export const courseDetails = (overrides: Partial<CourseDetails> = {}): CourseDetails => ({
  overview: [],
  audience: [],
  curriculum: [{ title: 'Basics', modules: ['One', 'Two'] }],
  tools: ['Git'],
  outcomes: [],
  schedule: '',
  faqs: [],
  ...overrides,
});

/** A valid course on sale with one paragraph of overview, its enquiry label its title. */
export const courseBody = (title: string, instructor = 'A Trainer') => ({
  title,
  summary: 'Learn by building.',
  image: '/images/courses/data-science.svg',
  rating: 4.5,
  lessons: 2,
  time: '4 Weeks',
  instructor: { name: instructor, role: 'Trainer', avatar: '/images/instructors/arjun-mehta.svg' },
  fee: { amount: 20000, emi: null, scholarship: null },
  leadCourse: title,
  hero: null,
  details: courseDetails({ overview: ['One paragraph.'] }),
});

import {
  closingDateEnd,
  defaultValidThrough,
  isJobOpen,
  jobLocationLabel,
  jobTypeLabel,
  KEY_RESPONSIBILITIES_MESSAGE,
  toClosingDate,
} from './job';
import { jobSchema } from './job-schema';
import { fieldErrorsOf } from './test-fixtures';

const valid = {
  title: 'Java Full-Stack Trainer',
  isFresher: false,
  experienceRequired: 3,
  jobDescription: 'Teach Java, Spring Boot and React to evening batches.',
  keyResponsibilities: ['Teach', 'Mentor', 'Review', 'Assess', 'Improve'],
  jobType: 'full-time',
  location: 'Hyderabad',
};

const errorsOf = (body: unknown) => fieldErrorsOf(() => jobSchema.validateSync(body, { abortEarly: false }));

describe('jobSchema (docs/product.md §5)', () => {
  it('accepts a complete job, with or without closing date and salary', () => {
    expect(errorsOf(valid)).toEqual({});
    expect(errorsOf({ ...valid, validThrough: '2027-01-31', salary: 40000 })).toEqual({});
  });

  it('takes an optional open switch (absent: a new job is open, an edited one keeps its switch)', () => {
    expect(errorsOf({ ...valid, open: false })).toEqual({});
    expect(jobSchema.validateSync({ ...valid, open: false }).open).toBe(false);
    expect(jobSchema.validateSync(valid).open).toBeUndefined();
  });

  it.each([
    ['four responsibilities', { keyResponsibilities: ['a', 'b', 'c', 'd'] }, 'keyResponsibilities', KEY_RESPONSIBILITIES_MESSAGE],
    ['an empty responsibility', { keyResponsibilities: ['a', 'b', '  ', 'd', 'e'] }, 'keyResponsibilities', KEY_RESPONSIBILITIES_MESSAGE],
    ['six responsibilities', { keyResponsibilities: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'keyResponsibilities', KEY_RESPONSIBILITIES_MESSAGE],
    ['negative experience', { experienceRequired: -1 }, 'experienceRequired', 'Experience cannot be negative.'],
    ['experience as text', { experienceRequired: '3' }, 'experienceRequired', 'Experience must be a number.'],
    ['fractional experience', { experienceRequired: 1.5 }, 'experienceRequired', 'Experience must be a whole number of years.'],
    ['upper-case job type', { jobType: 'Full-time' }, 'jobType', 'Job type must be full-time or part-time.'],
    ['fresher with experience', { isFresher: true }, 'isFresher', 'isFresher must be true exactly when experience is 0.'],
    ['no experience but not a fresher', { experienceRequired: 0 }, 'isFresher', 'isFresher must be true exactly when experience is 0.'],
    ['blank title', { title: '   ' }, 'title', 'Job title is required.'],
    ['impossible closing date', { validThrough: '2027-02-30' }, 'validThrough', 'Closing date must be a real date.'],
    ['zero salary', { salary: 0 }, 'salary', 'Salary must be more than 0.'],
    ['an open switch as text', { open: 'false' }, 'open', 'open must be true or false.'],
  ])('refuses %s', (_name, change, field, message) => {
    expect(errorsOf({ ...valid, ...change })[field]).toBe(message);
  });

  it('requires every field', () => {
    expect(Object.keys(errorsOf({})).sort()).toEqual(
      ['experienceRequired', 'isFresher', 'jobDescription', 'jobType', 'keyResponsibilities', 'location', 'title'].sort(),
    );
  });
});

describe('job dates and labels', () => {
  it('closes at the end of the closing day in Hyderabad, and maps back to the same day', () => {
    const end = closingDateEnd('2027-01-31');
    expect(end.toISOString()).toBe('2027-01-31T18:29:59.000Z');
    expect(toClosingDate(end.toISOString())).toBe('2027-01-31');
  });

  it('defaults to 60 days after posting and is open until then', () => {
    const posted = new Date('2026-11-01T10:00:00Z');
    const until = defaultValidThrough(posted);
    expect(until.toISOString()).toBe('2026-12-31T10:00:00.000Z');
    expect(isJobOpen({ validThrough: until.toISOString() }, new Date('2026-12-31T09:59:59Z'))).toBe(true);
    expect(isJobOpen({ validThrough: until.toISOString() }, new Date('2026-12-31T10:00:00Z'))).toBe(false);
  });

  it('is closed at once when switched off, whatever its closing date', () => {
    const until = '2099-01-01T00:00:00.000Z';
    expect(isJobOpen({ validThrough: until, open: true }, new Date('2030-01-01T00:00:00Z'))).toBe(true);
    expect(isJobOpen({ validThrough: until, open: false }, new Date('2030-01-01T00:00:00Z'))).toBe(false);
  });

  it('falls back to Hyderabad and Full Time (docs/product.md §9)', () => {
    expect(jobLocationLabel('')).toBe('Hyderabad');
    expect(jobLocationLabel('Secunderabad')).toBe('Secunderabad');
    expect(jobTypeLabel(undefined)).toBe('Full Time');
    expect(jobTypeLabel('part-time')).toBe('Part Time');
  });
});

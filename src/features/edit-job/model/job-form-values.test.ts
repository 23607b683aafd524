import { jobDto } from '@/shared/lib/test';
import { duplicateJobForm, formToJobInput, jobToForm, toFormErrors } from './job-form-values';

const JOB = jobDto({
  title: 'Python Trainer',
  type: 'Part Time',
  validThrough: '2026-12-31T18:29:59.999Z',
  salary: { currency: 'INR', value: 40000, unit: 'MONTH' },
  experienceRequired: 0,
  jobType: 'part-time',
  jobDescription: 'Teach evening batches.',
  keyResponsibilities: ['One', 'Two', 'Three', 'Four', 'Five'],
  isFresher: true,
  version: 3,
});

describe('job form values', () => {
  it('carry the API field names: a saved job comes back as the body that saved it', () => {
    expect(formToJobInput(jobToForm(JOB))).toEqual({
      title: 'Python Trainer',
      isFresher: true,
      experienceRequired: 0,
      jobDescription: 'Teach evening batches.',
      keyResponsibilities: ['One', 'Two', 'Three', 'Four', 'Five'],
      jobType: 'part-time',
      location: 'HITEC City, Hyderabad',
      validThrough: '2026-12-31',
      salary: 40000,
      open: true,
    });
    expect(formToJobInput(jobToForm({ ...JOB, open: false })).open).toBe(false);
  });

  it('duplicate a job as a new, open one titled "(copy)", keeping a closing date only while it is ahead', () => {
    const closed = { ...JOB, open: false };
    expect(duplicateJobForm(closed, new Date('2026-12-01T00:00:00Z'))).toEqual({
      ...jobToForm(JOB),
      title: 'Python Trainer (copy)',
      validThrough: '2026-12-31',
      open: true,
    });
    expect(duplicateJobForm(closed, new Date('2027-01-05T00:00:00Z')).validThrough).toBe('');
  });

  it('show the derived isFresher on the experience and a responsibility error on the list, and drop the rest', () => {
    expect(
      toFormErrors({
        title: 'Job title is required.',
        isFresher: 'isFresher must match the experience.',
        'keyResponsibilities[2]': 'Each responsibility must be at most 500 characters.',
        version: 'Version is required.',
      }),
    ).toEqual({
      title: 'Job title is required.',
      experienceRequired: 'isFresher must match the experience.',
      keyResponsibilities: 'Each responsibility must be at most 500 characters.',
    });
  });
});

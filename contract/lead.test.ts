import { leadListQuerySchema, leadSchema, workshopRegistrationSchema } from './index';
import { fieldErrorsOf as errorsOf } from './test-fixtures';

describe('leadSchema', () => {
  const valid = { name: ' Ravi ', email: ' Ravi@Example.IN ', countryCode: '+91', phone: '9876543210', courseInterest: 'Cloud Computing' };

  it('accepts a valid lead, trimming the name and lower-casing the e-mail', () => {
    expect(leadSchema.validateSync(valid)).toMatchObject({ name: 'Ravi', email: 'ravi@example.in', courseInterest: 'Cloud Computing' });
  });

  it('defaults the country code to +91', () => {
    expect(leadSchema.validateSync({ ...valid, countryCode: undefined }).countryCode).toBe('+91');
  });

  it('names each wrong field with the documented message', () => {
    expect(
      errorsOf(() =>
        leadSchema.validateSync({ ...valid, phone: '12345', email: 'x@y', countryCode: '+7', courseInterest: '' }, { abortEarly: false }),
      ),
    ).toEqual({
      phone: 'Phone number must be exactly 10 digits.',
      email: 'Please enter a valid email address.',
      countryCode: 'Please choose a country code from the list.',
      courseInterest: 'Please select a course.',
    });
  });
});

describe('workshopRegistrationSchema', () => {
  it('needs the workshop it registers for', () => {
    const errors = errorsOf(() =>
      workshopRegistrationSchema.validateSync(
        { name: 'A', email: 'a@b.co', countryCode: '+91', phone: '9876543210' },
        { abortEarly: false },
      ),
    );
    expect(errors).toEqual({ bootcampTitle: 'Workshop title is required.', bootcampSlug: 'Workshop is required.' });
  });
});

describe('leadListQuerySchema', () => {
  it('reads paging from query strings with defaults', () => {
    expect(leadListQuerySchema.validateSync({})).toMatchObject({ page: 1, pageSize: 25 });
    expect(leadListQuerySchema.validateSync({ page: '3', pageSize: '50' })).toMatchObject({ page: 3, pageSize: 50 });
  });

  it('refuses unknown statuses and forms, malformed dates and out-of-range paging', () => {
    expect(errorsOf(() => leadListQuerySchema.validateSync({ status: 'Lost!' }))).toEqual({ status: 'Unknown status.' });
    expect(errorsOf(() => leadListQuerySchema.validateSync({ form: 'fax' }))).toEqual({ form: 'Unknown form.' });
    expect(errorsOf(() => leadListQuerySchema.validateSync({ from: '13/09/2025' }))).toEqual({ from: 'From must be a date (YYYY-MM-DD).' });
    expect(errorsOf(() => leadListQuerySchema.validateSync({ to: '2025-13-45' }))).toEqual({ to: 'To must be a real date.' });
    expect(errorsOf(() => leadListQuerySchema.validateSync({ pageSize: '500' }))).toEqual({ pageSize: 'Page size must be at most 100.' });
  });

  it.each([
    [{ page: '1e20' }, 'page', 'Page must be at most 100000.'],
    [{ page: 'NaN' }, 'page', 'Page must be a whole number.'],
    [{ page: 'Infinity' }, 'page', 'Page must be a whole number.'],
    [{ page: '2.5' }, 'page', 'Page must be a whole number.'],
    [{ pageSize: '0' }, 'pageSize', 'Page size must be 1 or more.'],
    [{ pageSize: 'x' }, 'pageSize', 'Page size must be a whole number.'],
    [{ from: '0000-01-01' }, 'from', 'From must be between 1970-01-01 and 9999-12-31.'],
    [{ from: '1969-12-31' }, 'from', 'From must be between 1970-01-01 and 9999-12-31.'],
    [{ to: '10000-01-01' }, 'to', 'To must be a date (YYYY-MM-DD).'],
    [{ from: '2025-02-30' }, 'from', 'From must be a real date.'],
    [{ from: '2025-02-29' }, 'from', 'From must be a real date.'],
    [{ to: '2025-04-31' }, 'to', 'To must be a real date.'],
    [{ from: '2025-06-10', to: '2025-06-01' }, 'to', 'To must be on or after From.'],
  ])('issue 15: refuses %j with a message on %s', (query, field, message) => {
    expect(errorsOf(() => leadListQuerySchema.validateSync(query, { abortEarly: false }))[field]).toBe(message);
  });

  it('issue 15: accepts the edges of the range, leap days and a one-day range', () => {
    for (const query of [
      { from: '1970-01-01', to: '9999-12-31' },
      { from: '2024-02-29', to: '2024-02-29' },
      { page: '100000', pageSize: '100' },
    ]) {
      expect(() => leadListQuerySchema.validateSync(query)).not.toThrow();
    }
  });
});

import { ValidationError } from 'yup';
import { PASSWORD_RULE_MESSAGE, PASSWORDS_MISMATCH_MESSAGE, resetPasswordSchema, signupSchema } from './auth';
import { leadSchema } from './lead';
import { EMAIL_MESSAGE, PHONE_MESSAGE, toFieldErrors } from './validation';

function errorsOf(run: () => unknown): Record<string, string> {
  try {
    run();
  } catch (e) {
    if (e instanceof ValidationError) return toFieldErrors(e);
    throw e;
  }
  return {};
}

const lead = { name: 'Asha', email: 'asha@example.com', countryCode: '+91', phone: '9876543210', courseInterest: 'Data Science' };

describe('lead form schema (form 5)', () => {
  it('accepts a complete lead and lower-cases the e-mail', () => {
    expect(leadSchema.validateSync({ ...lead, email: 'Asha@Example.COM' }).email).toBe('asha@example.com');
  });

  it.each([
    [{ phone: '98765' }, 'phone', PHONE_MESSAGE],
    [{ phone: '98765432101' }, 'phone', PHONE_MESSAGE],
    [{ phone: '98765abcde' }, 'phone', PHONE_MESSAGE],
    [{ email: 'not-an-email' }, 'email', EMAIL_MESSAGE],
    [{ countryCode: '+7' }, 'countryCode', 'Please choose a country code from the list.'],
    [{ courseInterest: 'Cooking' }, 'courseInterest', 'Please select a course from the list.'],
    [{ name: '   ' }, 'name', 'Name is required.'],
    [{ name: 'a\u0000b' }, 'name', 'Name contains an invalid character.'],
  ])('refuses %j with a message on %s', (patch, field, message) => {
    expect(errorsOf(() => leadSchema.validateSync({ ...lead, ...patch }, { abortEarly: false }))[field]).toBe(message);
  });
});

describe('password rule (spec §5)', () => {
  const signup = { name: 'Admin', email: 'a@itx.in', phone: '9876543210', adminCode: 'code-1234' };
  it.each(['Ab1!', 'abcdef1!', 'ABCDEFG!', 'Abcdefg1'])('refuses the weak password %j', (password) => {
    expect(errorsOf(() => signupSchema.validateSync({ ...signup, password }, { abortEarly: false })).password).toBe(PASSWORD_RULE_MESSAGE);
  });
  it('accepts a strong password', () => {
    expect(() => signupSchema.validateSync({ ...signup, password: 'Strong1!' })).not.toThrow();
  });
  it('refuses unknown fields', () => {
    expect(() => signupSchema.validateSync({ ...signup, password: 'Strong1!', role: 'root' }, { stripUnknown: false })).toThrow(
      /Unknown field/,
    );
  });
  it('refuses a confirmation that does not match', () => {
    expect(
      errorsOf(() => resetPasswordSchema.validateSync({ password: 'Strong1!', confirmPassword: 'Strong2!' }, { abortEarly: false }))
        .confirmPassword,
    ).toBe(PASSWORDS_MISMATCH_MESSAGE);
  });
});

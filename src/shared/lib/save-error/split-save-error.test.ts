import { fieldsNamed, splitSaveError } from './split-save-error';

const refused = (data: unknown) => ({ status: 400, data });
const toField = (path: string) => (path === 'isFresher' ? 'experienceRequired' : ['title', 'location'].includes(path) ? path : null);

describe('splitSaveError', () => {
  it('puts each message the form has a field for at that field, and says nothing else', () => {
    expect(
      splitSaveError(
        refused({ message: 'Job title is required.', fieldErrors: { title: 'Job title is required.', isFresher: 'Must match.' } }),
        toField,
        'Failed to save job.',
      ),
    ).toEqual({ fieldErrors: { title: 'Job title is required.', experienceRequired: 'Must match.' }, message: null });
  });

  it('says the server message once when a field error has no field on the form', () => {
    expect(
      splitSaveError(
        refused({
          message: 'Version must be a whole number.',
          fieldErrors: { title: 'Too long.', version: 'Version must be a whole number.' },
        }),
        toField,
        'Failed to save job.',
      ),
    ).toEqual({ fieldErrors: { title: 'Too long.' }, message: 'Version must be a whole number.' });
  });

  it('falls back to the documented message when the answer has none', () => {
    expect(splitSaveError({ status: 502, data: 'upstream down' }, toField, 'Failed to save job.')).toEqual({
      fieldErrors: {},
      message: 'Failed to save job.',
    });
  });

  it('with fieldsNamed, places the messages of the fields a sign-up form has and says the rest once', () => {
    const signUp = fieldsNamed(['email', 'adminCode']);
    expect(splitSaveError(refused({ message: 'Bad code.', fieldErrors: { adminCode: 'Bad code.' } }), signUp, 'Failed.')).toEqual({
      fieldErrors: { adminCode: 'Bad code.' },
      message: null,
    });
    expect(splitSaveError(refused({ message: 'Too many attempts.', fieldErrors: { captcha: 'Required.' } }), signUp, 'Failed.')).toEqual({
      fieldErrors: {},
      message: 'Too many attempts.',
    });
  });
});

/** The help under a new password's field: what the password rules ask for. */
export const NEW_PASSWORD_HINT = 'At least 6 characters, with an uppercase letter, a number and a special character.';

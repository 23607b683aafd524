import * as yup from 'yup';
import { PASSWORD_MIN_LENGTH } from './constants';
import type { StaffRole } from './roles';
import { consentFields, emailSchema, phoneSchema, requiredText } from './validation';

export const PASSWORD_RULE_MESSAGE =
  'Password must be at least 6 characters and include an uppercase letter, a number and a special character.';
export const PASSWORDS_MISMATCH_MESSAGE = 'Passwords do not match!';

export const passwordSchema = yup
  .string()
  .required('Password is required.')
  .max(128, 'Password must be at most 128 characters.')
  .min(PASSWORD_MIN_LENGTH, PASSWORD_RULE_MESSAGE)
  .matches(/[A-Z]/, PASSWORD_RULE_MESSAGE)
  .matches(/\d/, PASSWORD_RULE_MESSAGE)
  .matches(/[^A-Za-z0-9]/, PASSWORD_RULE_MESSAGE);

export const signupSchema = yup
  .object({
    name: requiredText('Name', 100),
    email: emailSchema,
    phone: phoneSchema,
    password: passwordSchema,
    adminCode: yup.string().trim().required('Admin code is required.').max(200, 'Admin code is too long.'),
    /** The privacy notice the form showed (issue 42), kept with the account; the spec's payload has none ("not recorded (API)"). */
    noticeVersion: consentFields.noticeVersion,
  })
  .noUnknown(true, 'Unknown field: ${unknown}');
export type SignupInput = yup.InferType<typeof signupSchema>;

export const loginSchema = yup.object({
  email: emailSchema,
  password: yup.string().required('Password is required.').max(128, 'Password must be at most 128 characters.'),
});
export type LoginInput = yup.InferType<typeof loginSchema>;

export const forgotPasswordSchema = yup.object({ email: emailSchema });
export type ForgotPasswordInput = yup.InferType<typeof forgotPasswordSchema>;

export const resetPasswordSchema = yup.object({
  password: passwordSchema,
  confirmPassword: yup
    .string()
    .required('Please confirm the password.')
    .oneOf([yup.ref('password')], PASSWORDS_MISMATCH_MESSAGE),
});
export type ResetPasswordInput = yup.InferType<typeof resetPasswordSchema>;

export type UserRole = 'admin';
export interface UserDto {
  id: string;
  name: string;
  email: string;
  phone: string;
  role: UserRole;
  /** The staff role (contract/roles.ts); `role` stays 'admin' for every staff account, as the spec's client reads it. */
  staffRole: StaffRole;
}
export interface MessageResponse {
  message: string;
}
export interface SignupResponse extends MessageResponse {
  user: UserDto;
}
/** The original client reads only `message` (docs/product.md §7); `user` lets the app show the admin area without another round trip. */
export interface LoginResponse extends MessageResponse {
  user: UserDto;
}
/**
 * The auth check (docs/product.md §7): `user` present means signed in. A visitor without a live session gets
 * 200 with `ok: false` and no user (not a 401), so every page load of every visitor does not log a
 * failed request in the browser console.
 */
export type CheckResponse = { ok: true; user: UserDto } | { ok: false; user: null; message: string };

import * as yup from 'yup';
// First: strings-only trim/lowercase, so a wrong type is a validation error, never a crash.
import './yup-safe';
import { PHONE_LENGTH } from './constants';

/** The body of every 4xx answer caused by invalid input. */
export interface ApiError {
  message: string;
  fieldErrors?: Record<string, string>;
}

export const PHONE_MESSAGE = 'Phone number must be exactly 10 digits.';
export const EMAIL_MESSAGE = 'Please enter a valid email address.';

export const phoneSchema = yup
  .string()
  .trim()
  .required('Phone number is required.')
  .matches(new RegExp(`^\\d{${PHONE_LENGTH}}$`), PHONE_MESSAGE);

export const emailSchema = yup
  .string()
  .trim()
  .lowercase()
  .required('Email is required.')
  .max(254, 'Email is too long.')
  .matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, EMAIL_MESSAGE);

/** A required text field: trimmed, bounded, and free of NUL bytes that PostgreSQL refuses. */
export function requiredText(label: string, max: number) {
  return yup
    .string()
    .trim()
    .required(`${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`)
    .test('no-nul', `${label} contains an invalid character.`, (v) => v === undefined || !v.includes('\u0000'));
}

/** Turns a yup ValidationError into the `fieldErrors` map: first message per field. */
export function toFieldErrors(error: yup.ValidationError): Record<string, string> {
  const out: Record<string, string> = {};
  const items = error.inner.length > 0 ? error.inner : [error];
  for (const item of items) {
    const key = item.path ?? '_';
    if (!(key in out)) out[key] = item.message;
  }
  return out;
}

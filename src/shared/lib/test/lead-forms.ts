import { act, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { THANK_YOU_RESET_MS } from '@/shared/config';
import { fill } from './fill';

type User = ReturnType<typeof userEvent.setup>;

/**
 * Runs `steps` with fake timers that still move on by themselves, and a user whose typing and clicks move
 * them too (to jump over a wait with `jest.advanceTimersByTime`); real timers again afterwards.
 */
export async function withFakeTimers(steps: (user: User) => Promise<void>): Promise<void> {
  jest.useFakeTimers({ advanceTimers: true });
  try {
    await steps(userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) }));
  } finally {
    jest.useRealTimers();
  }
}

/** Lets a lead form's thank-you time pass (fake timers): the empty form comes back. */
export function passThankYouTime(): void {
  act(() => {
    jest.advanceTimersByTime(THANK_YOU_RESET_MS);
  });
}

/** Fills in a visitor's name, e-mail and phone number into a lead form's contact fields (in `form` when the page has several). */
export async function typeContact(
  user: User,
  contact: { name: string; email: string; phone: string },
  form: HTMLElement = document.body,
): Promise<void> {
  const fields = within(form);
  await fill(user, fields.getByLabelText(/Full name/), contact.name);
  await fill(user, fields.getByLabelText(/Email/), contact.email);
  await fill(user, fields.getByLabelText(/Phone number/), contact.phone);
}

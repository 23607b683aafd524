import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/** Waits until no dialog is open (it closes with a fade). */
export function dialogClosed(options?: { timeout: number }): Promise<void> {
  return waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), options);
}

/** Presses `button` in the dialog named `dialog`, once it is open. */
export async function pressInDialog(user: ReturnType<typeof userEvent.setup>, dialog: string, button: string): Promise<void> {
  await user.click(within(await screen.findByRole('dialog', { name: dialog })).getByRole('button', { name: button }));
}

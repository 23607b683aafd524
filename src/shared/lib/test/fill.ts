import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

/**
 * Fills a field as a paste or the browser's autofill does: a click into it, then the whole text in one input
 * event, through the same change handler typing reaches. Typing a text key by key re-renders a Formik form on
 * every key (about 0.1 s each in jsdom), so tests type only where each key matters (a shortcut, a key that
 * is refused) and fill the rest.
 */
export async function fill(user: User, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}

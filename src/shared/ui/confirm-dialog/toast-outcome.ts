import { errorMessage } from '@/shared/api';
import { showToast } from '@/shared/lib/toast';

/**
 * What a confirmed step does once its request is sent: waits for it (an RTK Query mutation's `unwrap()`)
 * and says how it went in one toast: `done` (from the answer, when it carries the words), or the server's
 * reason for refusing, `failed` when it gave none. Resolves either way, so the dialog can close.
 */
export async function toastOutcome<T>(request: Promise<T>, done: string | ((answer: T) => string), failed: string): Promise<void> {
  try {
    const answer = await request;
    showToast(typeof done === 'string' ? done : done(answer), 'success');
  } catch (error) {
    showToast(errorMessage(error, failed), 'error');
  }
}

import { useCallback, useEffect } from 'react';
import { fieldErrors } from '@/shared/api';
import { showToast } from '@/shared/lib/toast';
import { useCaptureLeadMutation } from '../api/lead-api';
import { currentUtm, rememberUtm } from '../lib/utm';

export const SUBMIT_FAILED_MESSAGE = 'Failed to submit the form.';
export const SUBMIT_ERROR_MESSAGE = 'An error occurred. Please try again.';
export const SUBMIT_SUCCESS_MESSAGE = 'Form submitted successfully!';

/** `message`: what the server answered a stored lead (e.g. that a workshop registration joined the waitlist). */
export type SubmitLeadResult = { ok: true; message: string } | { ok: false; fieldErrors: Record<string, string> };

function serverAnswer(error: unknown): { StatusCode?: unknown; message?: unknown } | null {
  if (error && typeof error === 'object' && 'data' in error) {
    const data = (error as { data?: unknown }).data;
    if (data && typeof data === 'object') return data as { StatusCode?: unknown; message?: unknown };
  }
  return null;
}

/** Files sent with a form (a job application's CV, docs/product.md §5) and where their upload's progress goes. */
export interface SubmitLeadFiles {
  files?: Record<string, File>;
  onProgress?: (percent: number) => void;
}

/**
 * Sends one lead form (docs/product.md §7) with the page it came from and the visit's UTM parameters, and shows
 * the toasts of docs/product.md §8: the server's message on success or refusal, the fallbacks otherwise.
 * With files it goes as multipart/form-data; without, as the JSON it always was. The visit's UTM parameters are
 * kept from the moment the form shows.
 */
export function useSubmitLead(formId: string, { successToast = true }: { successToast?: boolean } = {}) {
  const [capture, { isLoading }] = useCaptureLeadMutation();
  useEffect(() => rememberUtm(), []);

  const submit = useCallback(
    async (fields: Record<string, string | undefined>, upload: SubmitLeadFiles = {}): Promise<SubmitLeadResult> => {
      const body = { ...fields, ...currentUtm(), sourcePage: window.location.pathname };
      try {
        const answer = await capture({ formId, body, ...upload }).unwrap();
        if (answer.StatusCode !== 200) {
          showToast(answer.message || SUBMIT_FAILED_MESSAGE, 'error');
          return { ok: false, fieldErrors: {} };
        }
        const message = answer.message || SUBMIT_SUCCESS_MESSAGE;
        // The spec's lead and workshop forms say it twice (toast, then thank-you); others let their thank-you say it once.
        if (successToast) showToast(message, 'success');
        return { ok: true, message };
      } catch (error) {
        const data = serverAnswer(error);
        // A refusal the server explained (400, 429 …) shows its message; anything else is a request failure.
        if (data && typeof data.StatusCode === 'number' && typeof data.message === 'string') {
          showToast(data.message || SUBMIT_FAILED_MESSAGE, 'error');
          return { ok: false, fieldErrors: fieldErrors(error) };
        }
        showToast(SUBMIT_ERROR_MESSAGE, 'error');
        return { ok: false, fieldErrors: {} };
      }
    },
    [capture, formId, successToast],
  );

  return { submit, isSubmitting: isLoading };
}

import { useState } from 'react';
import type { YourDataDto } from '@contract';
import type { YourDataAnswer } from '@/entities/data-principal';
import { fieldsNamed, splitSaveError } from '@/shared/lib/save-error';

/** What the view's page does with an action's answer. */
export interface ViewControls {
  /** Shows the view the server answered. */
  update: (data: YourDataDto) => void;
  /** The view ended (the server answered 401): the page says so instead. */
  ended: () => void;
}

/** How the last action went, in the server's words or ours. */
export interface Outcome {
  ok: boolean;
  message: string;
}

export const ACTION_ERROR = 'That did not work. Please try again.';

/** The view in an answer, without the words it may carry. */
export function viewOf({ message: _message, ...data }: YourDataAnswer): YourDataDto {
  return data;
}

/** The HTTP status of an RTK Query error, if it has one. */
export function statusOf(error: unknown): unknown {
  return error && typeof error === 'object' && 'status' in error ? (error as { status: unknown }).status : undefined;
}

/**
 * One action of the view (a correction, a withdrawal…): while it runs `busy`; then the view the server answered
 * and `outcome` saying so (`done` unless the answer has words of its own), or the refusal. `run` gives back the
 * server's messages for `fields` (a form shows them at its fields), every other refusal in `outcome`.
 */
export function useViewAction(controls: ViewControls, done: string, fields: readonly string[] = []) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (send: () => Promise<YourDataAnswer>): Promise<Record<string, string>> => {
    setOutcome(null);
    setBusy(true);
    try {
      const answer = await send();
      controls.update(viewOf(answer));
      setOutcome({ ok: true, message: answer.message || done });
      return {};
    } catch (error) {
      if (statusOf(error) === 401) {
        controls.ended();
        return {};
      }
      const failure = splitSaveError(error, fieldsNamed(fields), ACTION_ERROR);
      if (failure.message) setOutcome({ ok: false, message: failure.message });
      return failure.fieldErrors;
    } finally {
      setBusy(false);
    }
  };
  return { outcome, busy, run };
}

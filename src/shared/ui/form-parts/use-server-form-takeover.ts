import { useEffectEvent, useLayoutEffect, useRef, type RefObject } from 'react';
import type { FormikProps } from 'formik';
import { LIVE_FORM_ATTRIBUTE, PENDING_SUBMIT_ATTRIBUTE } from '@contract';

/**
 * Takes over the server's form as React hydrates it (a form below the fold waits for its code until the
 * visitor heads there). Until then the visitor may already have used the page's form:
 * - What they typed, picked or ticked: React leaves those values in the page, but Formik starts from its
 *   initial values (the next change would be checked against a field Formik thinks empty, and a re-render
 *   would wipe the text). Each named field whose value in the page differs from Formik's takes the page's.
 * - A submit: the page's inline guard (contract/renderer.ts) held it and marked the form; it is sent now,
 *   through the form's own handler, with those values.
 * The form is then marked live, so the guard lets its submits through to React.
 * Returns the ref for the form element.
 */
export function useServerFormTakeover<T extends object>(formik: FormikProps<T>): RefObject<HTMLFormElement | null> {
  const ref = useRef<HTMLFormElement>(null);
  const adopt = useEffectEvent((form: HTMLFormElement) => {
    const values = formik.values as Record<string, unknown>;
    const typed: Record<string, string | boolean> = {};
    for (const field of Array.from(form.elements)) {
      if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement)) continue;
      const current = values[field.name];
      if (field instanceof HTMLInputElement && field.type === 'checkbox') {
        if (typeof current === 'boolean' && field.checked !== current) typed[field.name] = field.checked;
      } else if (typeof current === 'string' && field.value !== current) typed[field.name] = field.value;
    }
    if (Object.keys(typed).length > 0) void formik.setValues({ ...formik.values, ...typed }, false);
  });
  // Once, as the form mounts (before the browser paints it): later the fields follow Formik's values.
  useLayoutEffect(() => {
    const form = ref.current;
    if (!form) return undefined;
    adopt(form);
    form.setAttribute(LIVE_FORM_ATTRIBUTE, '');
    if (!form.hasAttribute(PENDING_SUBMIT_ATTRIBUTE)) return undefined;
    form.removeAttribute(PENDING_SUBMIT_ATTRIBUTE);
    // After React has rendered the adopted values: the form's handler then sends what the visitor sees.
    const timer = window.setTimeout(() => form.requestSubmit());
    return () => window.clearTimeout(timer);
  }, []);
  return ref;
}

import type { ReactNode } from 'react';
import type { FormikProps } from 'formik';
import { FormColumn, SubmitButton, useServerFormTakeover } from '@/shared/ui/form-parts';
import type { ContactValues } from '../lib/contact-values';
import { LeadContactFields } from './contact-fields';
import { HoneypotField } from './honeypot-field';

export interface LeadFormFrameProps<T extends ContactValues & { website: string }> {
  formik: FormikProps<T>;
  /** Starts the fields' ids: tells two forms on one page apart. */
  idPrefix: string;
  /** The form's accessible name, when the page has more than one form. */
  label?: string;
  /** A note above the fields (a fully booked workshop's waitlist). */
  notice?: ReactNode;
  /** The form's own fields, after the contact fields. */
  children?: ReactNode;
  /** The privacy notice and the consent to news and offers, above the submit button (issue 42). */
  privacy?: ReactNode;
  /** The submit button's face. */
  submitLabel: string;
  /** The lead is being sent. */
  busy: boolean;
}

/**
 * A lead form's frame: the contact fields (name, e-mail, country code, phone), the form's own fields, the privacy
 * notice, the bots' honeypot and the submit button, one under the other.
 */
export function LeadFormFrame<T extends ContactValues & { website: string }>({
  formik,
  idPrefix,
  label,
  notice,
  children,
  privacy,
  submitLabel,
  busy,
}: LeadFormFrameProps<T>) {
  // A visitor may type into the server's form before its code arrives (it hydrates when needed).
  const formRef = useServerFormTakeover(formik);
  return (
    <FormColumn label={label} onSubmit={formik.handleSubmit} gap={2} formRef={formRef}>
      {notice}
      <LeadContactFields formik={formik} idPrefix={idPrefix} />
      {children}
      {privacy}
      <HoneypotField value={formik.values.website} onChange={(v) => void formik.setFieldValue('website', v)} />
      <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
    </FormColumn>
  );
}

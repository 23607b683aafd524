import { useFormik, type FormikErrors } from 'formik';
import { PRIVACY_MESSAGES, privacyCorrectionSchema, type YourRecordDto } from '@contract';
import { LeadContactFields, trimContact, type ContactValues } from '@/entities/lead';
import { useCorrectYourDetailsMutation } from '@/entities/data-principal';
import { FormColumn, SubmitButton } from '@/shared/ui/form-parts';
import { useViewAction, type ViewControls } from '../model/use-view-action';
import { ActionOutcome } from './view-parts';

const FIELDS = ['name', 'email', 'countryCode', 'phone'] as const;

/** Corrects the name, e-mail and phone on every record of the person; starts from the newest record's. */
export function CorrectionForm({ record, controls }: { record: YourRecordDto; controls: ViewControls }) {
  const [correct] = useCorrectYourDetailsMutation();
  const action = useViewAction(controls, PRIVACY_MESSAGES.corrected, FIELDS);
  const formik = useFormik<ContactValues>({
    initialValues: { name: record.name, email: record.email, countryCode: record.countryCode, phone: record.phone },
    validationSchema: privacyCorrectionSchema,
    onSubmit: async (values, helpers) => {
      const errors = await action.run(() => correct(trimContact(values)).unwrap());
      helpers.setErrors(errors as FormikErrors<ContactValues>);
    },
  });
  return (
    <FormColumn onSubmit={formik.handleSubmit} gap={2} label="Correct your details">
      <LeadContactFields formik={formik} idPrefix="your-data-details" />
      <SubmitButton busy={action.busy} busyLabel="Saving..." size="medium">
        Save my details
      </SubmitButton>
      <ActionOutcome outcome={action.outcome} />
    </FormColumn>
  );
}

import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik, type FormikErrors } from 'formik';
import { PRIVACY_MESSAGES, privacyNomineeSchema, type PrivacyNomineeInput, type YourDataDto } from '@contract';
import { useNameNomineeMutation } from '@/entities/data-principal';
import { fieldProps, FormColumn, SubmitButton } from '@/shared/ui/form-parts';
import { useViewAction, type ViewControls } from '../model/use-view-action';
import { ActionOutcome } from './view-parts';

const FIELDS = ['name', 'contact'] as const;

/** Names (or changes) the nominee who may use the person's rights for them (DPDP Act 2023, s. 14). */
export function NomineeForm({ nominee, controls }: { nominee: YourDataDto['nominee']; controls: ViewControls }) {
  const [nameNominee] = useNameNomineeMutation();
  const action = useViewAction(controls, PRIVACY_MESSAGES.nomineeSaved, FIELDS);
  const formik = useFormik<PrivacyNomineeInput>({
    initialValues: { name: nominee?.name ?? '', contact: nominee?.contact ?? '' },
    validationSchema: privacyNomineeSchema,
    onSubmit: async (values, helpers) => {
      const errors = await action.run(() => nameNominee({ name: values.name.trim(), contact: values.contact.trim() }).unwrap());
      helpers.setErrors(errors as FormikErrors<PrivacyNomineeInput>);
    },
  });
  return (
    <>
      <Typography sx={{ mb: 2 }}>
        {nominee ? (
          <>
            Your nominee is <strong>{nominee.name}</strong> ({nominee.contact}).
          </>
        ) : (
          'You have not named a nominee.'
        )}{' '}
        A nominee may use these rights for you if you die or can no longer act yourself.
      </Typography>
      <FormColumn onSubmit={formik.handleSubmit} gap={2} label="Name a nominee">
        <TextField {...fieldProps(formik, 'name', { id: 'your-data-nominee-name' })} label="Nominee’s name" required fullWidth />
        <TextField
          {...fieldProps(formik, 'contact', { id: 'your-data-nominee-contact' })}
          label="Nominee’s e-mail or phone"
          required
          fullWidth
        />
        <SubmitButton busy={action.busy} busyLabel="Saving..." size="medium">
          Save nominee
        </SubmitButton>
        <ActionOutcome outcome={action.outcome} />
      </FormColumn>
    </>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { Link as RouterLink } from 'react-router';
import * as yup from 'yup';
import { formatWorkshopWhen, LEAD_FORM_IDS, ROUTES, WAITLIST_MESSAGE, workshopRegistrationSchema, type WorkshopDto } from '@contract';
import { itemTag, LIST_ID } from '@/shared/api';
import { useAppDispatch } from '@/shared/lib/redux';
import { fieldProps, NATIVE_SELECT_SLOTS, SelectOptions } from '@/shared/ui/form-parts';
import {
  leadConsent,
  EMPTY_CONTACT,
  LeadFormFrame,
  LeadThankYou,
  trimContact,
  useSubmitLead,
  useTimedThanks,
  type ContactValues,
} from '@/entities/lead';
import { FormPrivacy, useNoticeVersion } from '@/entities/site';
import { workshopApi } from '@/entities/workshop';

export const SESSION_PLACEHOLDER = 'Select a session';
const WAITLIST_NOTE = 'This workshop is fully booked: register to join the waitlist, and we will call you if a seat opens.';
const WAITLIST_TITLE = 'You are on the waitlist';

interface RegistrationValues extends ContactValues {
  session: string;
  website: string;
  /** The unticked "news and offers" checkbox (issue 42). */
  marketingConsent: boolean;
}

/**
 * Registration for one workshop (form 13); the session is required when the workshop offers sessions. A fully
 * booked workshop still takes registrations, onto its waitlist; the thanks then give the server's waitlist answer.
 */
export function WorkshopRegistrationForm({ workshop }: { workshop: WorkshopDto }) {
  const { submit, isSubmitting } = useSubmitLead(LEAD_FORM_IDS.workshop);
  const dispatch = useAppDispatch();
  // The server's answer to the stored registration and the address its e-mail went to, while the thanks are shown.
  const [thanked, setThanked] = useTimedThanks<{ message: string; email: string }>();
  const hasSessions = workshop.sessions.length > 0;

  // A registration takes a seat, and a refusal may mean the workshop has just ended: show its places afresh.
  const refreshWorkshop = () =>
    dispatch(workshopApi.util.invalidateTags([itemTag('Workshop', workshop.slug), { type: 'Workshop', id: LIST_ID }]));

  const noticeVersion = useNoticeVersion();
  const initialValues: RegistrationValues = { ...EMPTY_CONTACT, session: '', website: '', marketingConsent: false };

  const schema = workshopRegistrationSchema.omit(['bootcampTitle', 'bootcampSlug']).shape({
    session: hasSessions
      ? yup.string().required('Please select a session.').oneOf(workshop.sessions, 'Please select a session from the list.')
      : yup.string().optional(),
  });

  const formik = useFormik<RegistrationValues>({
    initialValues,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      const { marketingConsent, ...fields } = trimContact(values);
      const result = await submit({
        ...fields,
        ...leadConsent(noticeVersion, marketingConsent),
        session: hasSessions ? values.session : undefined,
        bootcampTitle: workshop.title,
        bootcampSlug: workshop.slug,
      });
      if (result.ok) {
        helpers.resetForm({ values: initialValues });
        setThanked({ message: result.message, email: values.email.trim() });
        refreshWorkshop();
      } else if (Object.keys(result.fieldErrors).length > 0) {
        helpers.setErrors(result.fieldErrors);
        if ('bootcampSlug' in result.fieldErrors) refreshWorkshop();
      }
    },
  });

  if (thanked !== null) {
    const waitlisted = thanked.message === WAITLIST_MESSAGE;
    const when = formatWorkshopWhen(workshop.startsAt, workshop.endsAt);
    const details = waitlisted
      ? `${workshop.title}, ${when}. An e-mail confirming your place on the waitlist is on its way to ${thanked.email}.`
      : `You are registered for ${workshop.title}, ${when}. A confirmation with a calendar invitation is on its way to ${thanked.email}.`;
    return (
      <LeadThankYou
        details={details}
        {...(waitlisted ? { title: WAITLIST_TITLE, text: thanked.message } : {})}
        action={
          <Button component={RouterLink} to={ROUTES.bootcamps} variant="outlined">
            View All Workshops
          </Button>
        }
      />
    );
  }

  return (
    <LeadFormFrame
      formik={formik}
      idPrefix="workshop"
      notice={
        workshop.status === 'full' ? (
          <Alert severity="info" role="note">
            {WAITLIST_NOTE}
          </Alert>
        ) : null
      }
      submitLabel="Register Now"
      busy={isSubmitting}
      privacy={
        <FormPrivacy
          kind="workshop"
          idPrefix="workshop"
          marketing={{ checked: formik.values.marketingConsent, onChange: (on) => void formik.setFieldValue('marketingConsent', on) }}
        />
      }
    >
      {hasSessions ? (
        <TextField
          {...fieldProps(formik, 'session', { id: 'workshop-session' })}
          select
          label="Session"
          required
          fullWidth
          slotProps={NATIVE_SELECT_SLOTS}
        >
          <SelectOptions placeholder={SESSION_PLACEHOLDER} values={workshop.sessions} />
        </TextField>
      ) : null}
    </LeadFormFrame>
  );
}

import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { Link as RouterLink } from 'react-router';
import * as yup from 'yup';
import { DEFAULT_COUNTRY_CODE, LEAD_FORM_IDS, ROUTES, WAITLIST_MESSAGE, workshopRegistrationSchema, type WorkshopDto } from '@contract';
import { LIST_ID } from '@/shared/api';
import { THANK_YOU_RESET_MS } from '@/shared/config';
import { useAppDispatch } from '@/shared/lib/redux';
import { HoneypotField, LeadContactFields, LeadThankYou, rememberUtm, useSubmitLead, type ContactValues } from '@/entities/lead';
import { workshopApi } from '@/entities/workshop';

export const SESSION_PLACEHOLDER = 'Select a session';
const WAITLIST_NOTE = 'This workshop is fully booked: register to join the waitlist, and we will call you if a seat opens.';
const WAITLIST_TITLE = 'You are on the waitlist';

interface RegistrationValues extends ContactValues {
  session: string;
  website: string;
}

/**
 * Registration for one workshop (form 13); the session is required when the workshop offers sessions. A fully
 * booked workshop still takes registrations, onto its waitlist; the thanks then give the server's waitlist answer.
 */
export function WorkshopRegistrationForm({ workshop }: { workshop: WorkshopDto }) {
  const { submit, isSubmitting } = useSubmitLead(LEAD_FORM_IDS.workshop);
  const dispatch = useAppDispatch();
  // The server's answer to the stored registration, while the thanks are shown.
  const [thanked, setThanked] = useState<string | null>(null);
  const hasSessions = workshop.sessions.length > 0;

  useEffect(() => rememberUtm(), []);
  useEffect(() => {
    if (thanked === null) return undefined;
    const timer = setTimeout(() => setThanked(null), THANK_YOU_RESET_MS);
    return () => clearTimeout(timer);
  }, [thanked]);

  // A registration takes a seat, and a refusal may mean the workshop has just ended: show its places afresh.
  const refreshWorkshop = () =>
    dispatch(
      workshopApi.util.invalidateTags([
        { type: 'Workshop', id: workshop.slug },
        { type: 'Workshop', id: LIST_ID },
      ]),
    );

  const initialValues: RegistrationValues = {
    name: '',
    email: '',
    countryCode: DEFAULT_COUNTRY_CODE,
    phone: '',
    session: '',
    website: '',
  };

  const schema = workshopRegistrationSchema.omit(['bootcampTitle', 'bootcampSlug']).shape({
    session: hasSessions
      ? yup.string().required('Please select a session.').oneOf(workshop.sessions, 'Please select a session from the list.')
      : yup.string().optional(),
  });

  const formik = useFormik<RegistrationValues>({
    initialValues,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      const result = await submit({
        ...values,
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        session: hasSessions ? values.session : undefined,
        bootcampTitle: workshop.title,
        bootcampSlug: workshop.slug,
      });
      if (result.ok) {
        helpers.resetForm({ values: initialValues });
        setThanked(result.message);
        refreshWorkshop();
      } else if (Object.keys(result.fieldErrors).length > 0) {
        helpers.setErrors(result.fieldErrors);
        if ('bootcampSlug' in result.fieldErrors) refreshWorkshop();
      }
    },
  });

  if (thanked !== null) {
    const waitlisted = thanked === WAITLIST_MESSAGE;
    return (
      <LeadThankYou
        {...(waitlisted ? { title: WAITLIST_TITLE, text: thanked } : {})}
        action={
          <Button component={RouterLink} to={ROUTES.bootcamps} variant="outlined">
            View All Workshops
          </Button>
        }
      />
    );
  }

  const sessionError = formik.touched.session && formik.errors.session ? formik.errors.session : undefined;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={formik.handleSubmit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, position: 'relative' }}
    >
      {workshop.status === 'full' ? (
        <Alert severity="info" role="note">
          {WAITLIST_NOTE}
        </Alert>
      ) : null}
      <LeadContactFields formik={formik} idPrefix="workshop" />
      {hasSessions ? (
        <TextField
          id="workshop-session"
          name="session"
          select
          label="Session"
          required
          fullWidth
          value={formik.values.session}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          error={Boolean(sessionError)}
          helperText={sessionError}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="" disabled>
            {SESSION_PLACEHOLDER}
          </option>
          {workshop.sessions.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </TextField>
      ) : null}
      <HoneypotField value={formik.values.website} onChange={(v) => void formik.setFieldValue('website', v)} />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {isSubmitting ? 'Submitting...' : 'Register Now'}
      </Button>
    </Box>
  );
}

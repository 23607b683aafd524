import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { DEFAULT_COUNTRY_CODE, jobApplicationSchema, LEAD_FORM_IDS, type JobDto } from '@contract';
import { HoneypotField, LeadContactFields, LeadThankYou, rememberUtm, useSubmitLead, type ContactValues } from '@/entities/lead';

interface ApplyValues extends ContactValues {
  jobTitle: string;
  jobSlug: string;
  message: string;
  website: string;
}

export const APPLICATION_RECEIVED_TITLE = 'Your application was received';

/**
 * A candidate's application for one job: captured like a lead (form 21) with the job's title and
 * slug attached, so the institute's team sees who applied for what.
 */
export function ApplyJobForm({ job }: { job: Pick<JobDto, 'title' | 'slug'> }) {
  const { submit, isSubmitting } = useSubmitLead(LEAD_FORM_IDS.jobApplication);
  const [applied, setApplied] = useState(false);

  useEffect(() => rememberUtm(), []);

  const formik = useFormik<ApplyValues>({
    initialValues: {
      name: '',
      email: '',
      countryCode: DEFAULT_COUNTRY_CODE,
      phone: '',
      jobTitle: job.title,
      jobSlug: job.slug,
      message: '',
      website: '',
    },
    validationSchema: jobApplicationSchema,
    onSubmit: async (values, helpers) => {
      const result = await submit({
        ...values,
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        message: values.message.trim() || undefined,
      });
      if (result.ok) setApplied(true);
      else if (Object.keys(result.fieldErrors).length > 0) helpers.setErrors(result.fieldErrors);
    },
  });

  if (applied) {
    return (
      <LeadThankYou
        title={APPLICATION_RECEIVED_TITLE}
        text={`Thank you for applying for ${job.title}. Our hiring team will review your application and call you if your profile fits.`}
      />
    );
  }

  const messageError = formik.touched.message && formik.errors.message ? formik.errors.message : undefined;
  return (
    <Box
      component="form"
      noValidate
      aria-label={`Apply for ${job.title}`}
      onSubmit={formik.handleSubmit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, position: 'relative' }}
    >
      <LeadContactFields formik={formik} idPrefix="apply" />
      <TextField
        id="apply-message"
        name="message"
        label="Why are you a good fit? (optional)"
        fullWidth
        multiline
        minRows={3}
        value={formik.values.message}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={Boolean(messageError)}
        helperText={messageError ?? 'Your experience, notice period or a link to your profile.'}
      />
      <HoneypotField value={formik.values.website} onChange={(v) => void formik.setFieldValue('website', v)} />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {isSubmitting ? 'Submitting...' : 'Apply Now'}
      </Button>
    </Box>
  );
}

import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { CV_FIELD, jobApplicationSchema, LEAD_FORM_IDS, type JobDto } from '@contract';
import { leadConsent, EMPTY_CONTACT, LeadFormFrame, LeadThankYou, trimContact, useSubmitLead, type ContactValues } from '@/entities/lead';
import { FormPrivacy, useNoticeVersion } from '@/entities/site';
import { fieldProps } from '@/shared/ui/form-parts';
import { CvField } from './cv-field';

interface ApplyValues extends ContactValues {
  jobTitle: string;
  jobSlug: string;
  message: string;
  website: string;
}

export const APPLICATION_RECEIVED_TITLE = 'Your application was received';
const CV_INPUT_ID = 'apply-cv';

/**
 * A candidate's application for one job: captured like a lead (form 21) with the job's title and
 * slug attached, so the institute's team sees who applied for what, and an optional CV (docs/product.md §5)
 * that goes with it in one request (multipart, with its upload's progress).
 */
export function ApplyJobForm({ job }: { job: Pick<JobDto, 'title' | 'slug'> }) {
  // Its own thank-you says the application arrived: no toast besides it.
  const { submit, isSubmitting } = useSubmitLead(LEAD_FORM_IDS.jobApplication, { successToast: false });
  const [applied, setApplied] = useState(false);
  const [cv, setCv] = useState<File | null>(null);
  const [cvError, setCvError] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const noticeVersion = useNoticeVersion();

  const formik = useFormik<ApplyValues>({
    initialValues: {
      ...EMPTY_CONTACT,
      jobTitle: job.title,
      jobSlug: job.slug,
      message: '',
      website: '',
    },
    validationSchema: jobApplicationSchema,
    onSubmit: async (values, helpers) => {
      // A refused CV is not silently dropped: the applicant chooses another file or removes it first.
      if (cvError) {
        document.getElementById(CV_INPUT_ID)?.focus();
        return;
      }
      const fields = {
        ...trimContact(values),
        message: values.message.trim() || undefined,
        // An application is for this job only: the form offers no news and offers.
        ...leadConsent(noticeVersion, false),
      };
      if (cv) setProgress(0);
      const result = await submit(fields, cv ? { files: { [CV_FIELD]: cv }, onProgress: setProgress } : {});
      setProgress(null);
      if (result.ok) {
        setApplied(true);
        return;
      }
      const { [CV_FIELD]: cvProblem, ...others } = result.fieldErrors;
      if (cvProblem) setCvError(cvProblem);
      if (Object.keys(others).length > 0) helpers.setErrors(others);
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

  return (
    <LeadFormFrame
      formik={formik}
      idPrefix="apply"
      label={`Apply for ${job.title}`}
      submitLabel="Apply Now"
      busy={isSubmitting}
      privacy={<FormPrivacy kind="job-application" idPrefix="apply" />}
    >
      <TextField
        {...fieldProps(formik, 'message', { id: 'apply-message', hint: 'Your experience, notice period or a link to your profile.' })}
        label="Why are you a good fit? (optional)"
        fullWidth
        multiline
        minRows={3}
      />
      <CvField
        id={CV_INPUT_ID}
        file={cv}
        onChange={setCv}
        error={cvError}
        onError={setCvError}
        progress={progress}
        disabled={isSubmitting}
      />
    </LeadFormFrame>
  );
}

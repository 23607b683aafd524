import { useMemo } from 'react';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { LEAD_FORM_IDS, leadCourseChoices, leadSchema } from '@contract';
import { useGetCoursesQuery } from '@/entities/course';
import { FormPrivacy, useGetSiteSettingsQuery, useNoticeVersion } from '@/entities/site';
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
import { fieldProps, NATIVE_SELECT_SLOTS, SelectOptions } from '@/shared/ui/form-parts';

export const COURSE_PLACEHOLDER = 'Select a course';

interface LeadFormValues extends ContactValues {
  courseInterest: string;
  website: string;
  /** The unticked "news and offers" checkbox (issue 42). */
  marketingConsent: boolean;
}

export interface LeadFormProps {
  /** Preselected course (a course's `leadCourse`), e.g. on a course page. */
  initialCourse?: string;
  submitLabel?: string;
  /** Distinguishes the field ids when two forms are on one page. */
  idPrefix?: string;
  /** Called after a successful submit, once the thank-you shows. */
  onSubmitted?: () => void;
}

/**
 * The call-back / free-demo form (form 5). After success the thank-you replaces it and, after
 * THANK_YOU_RESET_MS, an empty form comes back.
 */
export function LeadForm({ initialCourse, submitLabel = 'Request a Call Back', idPrefix = 'lead', onSubmitted }: LeadFormProps) {
  const { submit, isSubmitting } = useSubmitLead(LEAD_FORM_IDS.callBack);
  const [thanked, setThanked] = useTimedThanks<true>();
  const { data: courses } = useGetCoursesQuery(undefined);
  const { data: settings } = useGetSiteSettingsQuery(undefined);
  // The courses on sale by their lead form names, then the extra names staff keep in Site settings (the spec's
  // until they save their own); the preset course is there even before the lists arrive.
  const courseNames = useMemo(
    () =>
      leadCourseChoices(
        [...(courses ?? []).map((c) => c.leadCourse), ...(initialCourse ? [initialCourse] : [])],
        settings?.leadCourseExtras.names ?? [],
      ),
    [courses, settings, initialCourse],
  );

  const noticeVersion = useNoticeVersion();
  const initialValues: LeadFormValues = { ...EMPTY_CONTACT, courseInterest: initialCourse ?? '', website: '', marketingConsent: false };

  const formik = useFormik<LeadFormValues>({
    initialValues,
    validationSchema: leadSchema,
    onSubmit: async (values, helpers) => {
      const { marketingConsent, ...fields } = trimContact(values);
      const result = await submit({ ...fields, ...leadConsent(noticeVersion, marketingConsent) });
      if (result.ok) {
        helpers.resetForm({ values: initialValues });
        setThanked(true);
        onSubmitted?.();
      } else if (Object.keys(result.fieldErrors).length > 0) {
        helpers.setErrors(result.fieldErrors);
      }
    },
  });

  if (thanked) return <LeadThankYou />;

  return (
    <LeadFormFrame
      formik={formik}
      idPrefix={idPrefix}
      submitLabel={submitLabel}
      busy={isSubmitting}
      privacy={
        <FormPrivacy
          kind="call-back"
          idPrefix={idPrefix}
          marketing={{ checked: formik.values.marketingConsent, onChange: (on) => void formik.setFieldValue('marketingConsent', on) }}
        />
      }
    >
      <TextField
        {...fieldProps(formik, 'courseInterest', { id: `${idPrefix}-course` })}
        select
        label="Course"
        required
        fullWidth
        slotProps={NATIVE_SELECT_SLOTS}
      >
        <SelectOptions placeholder={COURSE_PLACEHOLDER} values={courseNames} />
      </TextField>
    </LeadFormFrame>
  );
}

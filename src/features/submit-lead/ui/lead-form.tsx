import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { DEFAULT_COUNTRY_CODE, LEAD_FORM_IDS, leadSchema } from '@contract';
import { useGetCoursesQuery } from '@/entities/course';
import { THANK_YOU_RESET_MS } from '@/shared/config';
import { HoneypotField, LeadContactFields, LeadThankYou, rememberUtm, useSubmitLead, type ContactValues } from '@/entities/lead';

export const COURSE_PLACEHOLDER = 'Select a course';

interface LeadFormValues extends ContactValues {
  courseInterest: string;
  website: string;
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
  const [thanked, setThanked] = useState(false);
  const { data: courses } = useGetCoursesQuery(undefined);
  // The courses on sale, by their lead form names; the preset course is there even before the list arrives.
  const courseNames = useMemo(() => {
    const names = new Set((courses ?? []).map((c) => c.leadCourse));
    if (initialCourse) names.add(initialCourse);
    return [...names];
  }, [courses, initialCourse]);

  useEffect(() => rememberUtm(), []);

  useEffect(() => {
    if (!thanked) return undefined;
    const timer = setTimeout(() => setThanked(false), THANK_YOU_RESET_MS);
    return () => clearTimeout(timer);
  }, [thanked]);

  const initialValues: LeadFormValues = {
    name: '',
    email: '',
    countryCode: DEFAULT_COUNTRY_CODE,
    phone: '',
    courseInterest: initialCourse ?? '',
    website: '',
  };

  const formik = useFormik<LeadFormValues>({
    initialValues,
    validationSchema: leadSchema,
    onSubmit: async (values, helpers) => {
      const result = await submit({ ...values, name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim() });
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

  const courseError = formik.touched.courseInterest && formik.errors.courseInterest ? formik.errors.courseInterest : undefined;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={formik.handleSubmit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, position: 'relative' }}
    >
      <LeadContactFields formik={formik} idPrefix={idPrefix} />
      <TextField
        id={`${idPrefix}-course`}
        name="courseInterest"
        select
        label="Course"
        required
        fullWidth
        value={formik.values.courseInterest}
        onChange={formik.handleChange}
        onBlur={formik.handleBlur}
        error={Boolean(courseError)}
        helperText={courseError}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="" disabled>
          {COURSE_PLACEHOLDER}
        </option>
        {courseNames.map((course) => (
          <option key={course} value={course}>
            {course}
          </option>
        ))}
      </TextField>
      <HoneypotField value={formik.values.website} onChange={(v) => void formik.setFieldValue('website', v)} />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {isSubmitting ? 'Submitting...' : submitLabel}
      </Button>
    </Box>
  );
}

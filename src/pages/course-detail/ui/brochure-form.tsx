import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useFormik } from 'formik';
import { BROCHURE_LINK_HOURS, brochureRequestSchema, DEFAULT_COUNTRY_CODE, type BrochureLinkDto } from '@contract';
import {
  leadConsent,
  currentUtm,
  HoneypotField,
  LeadContactFields,
  rememberUtm,
  SUBMIT_ERROR_MESSAGE,
  SUBMIT_FAILED_MESSAGE,
} from '@/entities/lead';
import { FormPrivacy, useNoticeVersion } from '@/entities/site';
import { errorMessage, fieldErrors } from '@/shared/api';
import { showToast } from '@/shared/lib/toast';
import { SubmitButton, useServerFormTakeover } from '@/shared/ui/form-parts';
import { useRequestBrochureMutation } from '../api/brochure-api';

interface BrochureValues {
  name: string;
  countryCode: string;
  phone: string;
  website: string;
  /** The unticked "news and offers" checkbox (issue 42). */
  marketingConsent: boolean;
}

export interface BrochureFormProps {
  slug: string;
  title: string;
}

/** Whether an RTK Query error carries the server's answer (a refusal it explained), not a failed request. */
function answered(error: unknown): boolean {
  return Boolean(error && typeof error === 'object' && 'status' in error && typeof (error as { status: unknown }).status === 'number');
}

/** What replaces the form: the link, focused so a keyboard or screen-reader user lands on it, and that we will call. */
function BrochureReady({ link, title, phone }: { link: BrochureLinkDto; title: string; phone: string }) {
  const download = useRef<HTMLAnchorElement>(null);
  useEffect(() => download.current?.focus(), []);
  return (
    <Box role="status" sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
      <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.1rem' }}>
        Your brochure is ready.
      </Typography>
      <Button
        ref={download}
        component="a"
        href={link.url}
        download
        variant="contained"
        startIcon={<DownloadIcon aria-hidden />}
        sx={{ '&:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 3 } }}
      >
        Download the {title} brochure (PDF)
      </Button>
      <Typography color="text.secondary">
        Our team will call you on {phone} shortly to answer your questions. The link works for {BROCHURE_LINK_HOURS} hours.
      </Typography>
    </Box>
  );
}

/** Name and phone (with country code) for the brochure: a call-back lead about this course, answered with its download link. */
export function BrochureForm({ slug, title }: BrochureFormProps) {
  const [request, { isLoading }] = useRequestBrochureMutation();
  const [ready, setReady] = useState<{ link: BrochureLinkDto; phone: string } | null>(null);

  useEffect(() => rememberUtm(), []);
  const noticeVersion = useNoticeVersion();

  const formik = useFormik<BrochureValues>({
    initialValues: { name: '', countryCode: DEFAULT_COUNTRY_CODE, phone: '', website: '', marketingConsent: false },
    validationSchema: brochureRequestSchema,
    onSubmit: async (values, helpers) => {
      const { marketingConsent, ...fields } = values;
      const body = {
        ...fields,
        name: values.name.trim(),
        phone: values.phone.trim(),
        ...currentUtm(),
        ...leadConsent(noticeVersion, marketingConsent),
      };
      try {
        const link = await request({ slug, body }).unwrap();
        setReady({ link, phone: `${body.countryCode} ${body.phone}` });
      } catch (error) {
        // A refusal the server explained (400, 404, 429 …) shows its message; anything else is a request failure.
        showToast(answered(error) ? errorMessage(error, SUBMIT_FAILED_MESSAGE) : SUBMIT_ERROR_MESSAGE, 'error');
        const fields = fieldErrors(error);
        if (Object.keys(fields).length > 0) helpers.setErrors(fields);
      }
    },
  });

  // A visitor may type into the server's form before its code arrives (it hydrates when needed).
  const formRef = useServerFormTakeover(formik);

  if (ready) return <BrochureReady link={ready.link} title={title} phone={ready.phone} />;

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={formik.handleSubmit} sx={{ display: 'grid', gap: 2, position: 'relative' }}>
      <LeadContactFields formik={formik} idPrefix="brochure" email={false} />
      <FormPrivacy
        kind="call-back"
        idPrefix="brochure"
        marketing={{ checked: formik.values.marketingConsent, onChange: (on) => void formik.setFieldValue('marketingConsent', on) }}
      />
      <HoneypotField value={formik.values.website} onChange={(v) => void formik.setFieldValue('website', v)} />
      <Box>
        <SubmitButton busy={isLoading}>Get the Brochure</SubmitButton>
      </Box>
    </Box>
  );
}

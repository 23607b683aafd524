import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paragraphsOf, ROUTES, type PageCopyKey } from '@contract';
import { useSiteFacts } from '@/shared/lib/contact-links';
import { useGetSiteSettingsQuery } from '../api/site-api';

/** The forms that show a notice, each with its own text in Site settings → Page texts (issue 42). */
export type NoticeKind = 'call-back' | 'workshop' | 'job-application' | 'sign-up';
const NOTICE_KEYS: Record<NoticeKind, PageCopyKey> = {
  'call-back': 'noticeCallBack',
  workshop: 'noticeWorkshop',
  'job-application': 'noticeJob',
  'sign-up': 'noticeSignUp',
};

/** The version of the notice a form shows, which its lead records: the page texts' version (0: the original texts). */
export function useNoticeVersion(): number | undefined {
  return useGetSiteSettingsQuery(undefined).data?.copy.version;
}

export interface FormPrivacyProps {
  kind: NoticeKind;
  /** Starts the ids (two forms on one page). */
  idPrefix: string;
  /** The unticked "news and offers" checkbox; absent on a form that sends no marketing (sign-up). */
  marketing?: { checked: boolean; onChange: (checked: boolean) => void };
}

/**
 * A form's privacy notice (DPDP Act 2023, issue 42), readable on its own: what the form collects, why and for how
 * long, in the texts staff keep in Site settings; where a person's rights are explained, and whom to write to. Then,
 * on a lead form, the separate and unticked consent to news about courses and offers.
 */
export function FormPrivacy({ kind, idPrefix, marketing }: FormPrivacyProps) {
  const copy = useGetSiteSettingsQuery(undefined).data?.copy.copy;
  const { grievance } = useSiteFacts();
  if (!copy) return null;
  const noticeId = `${idPrefix}-privacy-notice`;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box id={noticeId} sx={{ bgcolor: 'grey.50', border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1 }}>
        <Typography component="p" variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
          How we use your details
        </Typography>
        {paragraphsOf(copy[NOTICE_KEYS[kind]]).map((paragraph) => (
          <Typography key={paragraph} component="p" variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {paragraph}
          </Typography>
        ))}
        <Typography component="p" variant="body2" color="text.secondary">
          <Link href={ROUTES.yourData}>Your data and your rights</Link>
          {grievance.email ? (
            <>
              {' · '}Questions or complaints: <Link href={`mailto:${grievance.email}`}>{grievance.name || 'our grievance officer'}</Link>
            </>
          ) : null}
        </Typography>
      </Box>
      {marketing ? (
        <FormControlLabel
          control={
            <Checkbox
              id={`${idPrefix}-marketing`}
              name="marketingConsent"
              checked={marketing.checked}
              onChange={(e) => marketing.onChange(e.target.checked)}
            />
          }
          label={
            <Typography component="span" variant="body2">
              {copy.noticeMarketing}
            </Typography>
          }
          sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.25 } }}
        />
      ) : null}
    </Box>
  );
}

import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatDocumentDate,
  isPrivacyEffectiveDay,
  MAIL_TEMPLATES_PAGE,
  PRIVACY_EFFECTIVE_MESSAGE,
  privateMeta,
  ROUTES,
  type SiteSettingsDto,
} from '@contract';
import { formatAdminTime } from '@/entities/admin-account';
import { useGetLeadPipelineSettingsQuery } from '@/entities/lead';
import { useGetAdminSiteSettingsQuery, useUpdateLeadCourseExtrasMutation, useUpdateSiteSettingsMutation } from '../api/settings-admin-api';
import { fieldsNamed, splitSaveError } from '@/shared/lib/save-error';
import { showToast } from '@/shared/lib/toast';
import { InlineForm, SHRUNK_LABEL } from '@/shared/ui/form-parts';
import { AdminPageHeader, ListLoadError } from '@/shared/ui/admin-page';
import { PageHead } from '@/shared/ui/page-head';
import { ContactFactsForm } from './contact-form';
import { FiguresForm } from './figures-form';
import { PageCopyForm } from './copy-form';
import { RetentionForm } from './retention-form';
import { PipelineForm } from './pipeline-form';

const toField = fieldsNamed(['privacyPolicyEffective']);

/** The privacy policy's effective date: a date field and Save. Remounted (key) when the saved version changes. */
function PrivacyDateForm({ settings }: { settings: SiteSettingsDto }) {
  const [day, setDay] = useState(settings.privacyPolicyEffective ?? '');
  const [error, setError] = useState<string | null>(null);
  const [save, { isLoading }] = useUpdateSiteSettingsMutation();

  const submit = async () => {
    setError(null);
    if (!isPrivacyEffectiveDay(day)) {
      setError(PRIVACY_EFFECTIVE_MESSAGE);
      return;
    }
    try {
      const body = settings.version > 0 ? { privacyPolicyEffective: day, version: settings.version } : { privacyPolicyEffective: day };
      await save(body).unwrap();
      showToast(`The privacy policy now says it took effect on ${formatDocumentDate(day)}.`, 'success');
    } catch (caught) {
      const parts = splitSaveError(caught, toField, 'The settings could not be saved. Please try again.');
      if (parts.fieldErrors.privacyPolicyEffective) setError(parts.fieldErrors.privacyPolicyEffective);
      // A refused stale save: the form reloads with the other admin's date, and the reason stays on screen.
      if (parts.message) showToast(parts.message, 'error');
    }
  };

  return (
    <InlineForm onSubmit={() => void submit()}>
      <TextField
        id="privacy-effective"
        label="Effective date"
        type="date"
        required
        value={day}
        onChange={(e) => setDay(e.target.value)}
        error={error !== null}
        helperText={error ?? 'The day the present policy took effect'}
        slotProps={SHRUNK_LABEL}
        sx={{ flex: '0 1 260px' }}
      />
      <Button type="submit" variant="contained" disabled={isLoading} sx={{ mt: 1 }}>
        {isLoading ? 'Saving...' : 'Save'}
      </Button>
    </InlineForm>
  );
}

/** Every problem with the list or one of its names belongs to the one field. */
const toExtrasField = (path: string) => (path === 'names' || path.startsWith('names[') ? 'names' : null);

/**
 * The course names the call-back and demo forms list after the catalogue's (DECISIONS 12): one per line.
 * Remounted (key) when the saved version changes.
 */
function LeadCoursesForm({ settings }: { settings: SiteSettingsDto }) {
  const extras = settings.leadCourseExtras;
  const [text, setText] = useState(extras.names.join('\n'));
  const [error, setError] = useState<string | null>(null);
  const [save, { isLoading }] = useUpdateLeadCourseExtrasMutation();

  const submit = async () => {
    setError(null);
    const names = text
      .split('\n')
      .map((n) => n.trim())
      .filter((n) => n !== '');
    try {
      await save(extras.version > 0 ? { names, version: extras.version } : { names }).unwrap();
      showToast(
        names.length > 0 ? 'The enquiry forms now list these courses too.' : "The enquiry forms now list the catalogue's courses only.",
        'success',
      );
    } catch (caught) {
      const parts = splitSaveError(caught, toExtrasField, 'The course names could not be saved. Please try again.');
      if (parts.fieldErrors.names) setError(parts.fieldErrors.names);
      if (parts.message) showToast(parts.message, 'error');
    }
  };

  return (
    <InlineForm onSubmit={() => void submit()}>
      <TextField
        id="lead-course-extras"
        label="Extra courses, one per line"
        multiline
        minRows={3}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={error !== null}
        helperText={error ?? "Listed after the catalogue's courses. Leave empty to list the catalogue only."}
        sx={{ flex: '1 1 320px' }}
      />
      <Button type="submit" variant="contained" disabled={isLoading} sx={{ mt: 1 }}>
        {isLoading ? 'Saving...' : 'Save courses'}
      </Button>
    </InlineForm>
  );
}

/** One part of the settings: its heading, what it is for, its form and when it was last saved. */
function SettingsSection({
  id,
  title,
  intro,
  updatedAt,
  children,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  updatedAt: string | null | undefined;
  children: ReactNode;
}) {
  return (
    <Paper component="section" aria-labelledby={`${id}-heading`} variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
      <Typography id={`${id}-heading`} variant="h2" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {intro}
      </Typography>
      {children}
      {updatedAt ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Last saved {formatAdminTime(updatedAt)}.
        </Typography>
      ) : null}
    </Paper>
  );
}

/** The leads pipeline's settings, read on their own (they are not part of the site's settings answer). */
function PipelineSection() {
  const { data } = useGetLeadPipelineSettingsQuery(undefined);
  return (
    <SettingsSection
      id="pipeline-settings"
      title="Leads pipeline"
      updatedAt={data?.updatedAt}
      intro="When a new lead counts as waiting too long for its first call, and when the counsellors' morning digest goes out."
    >
      {data ? <PipelineForm key={data.version} settings={data} /> : null}
    </SettingsSection>
  );
}

/**
 * /admin/settings (docs/product.md §3, Site settings): what staff change about the site that is not a
 * course, post, job or workshop: the contact facts, the privacy policy's effective date, how long personal data is kept,
 * the enquiry forms' courses.
 */
export function AdminSettingsPage() {
  const { data: settings, isError } = useGetAdminSiteSettingsQuery(undefined);
  return (
    <Container component="section" maxWidth="md" sx={{ py: 6 }}>
      <PageHead
        meta={privateMeta(
          'Site settings',
          "The site's settings: the institute's contact facts, the privacy policy's effective date, how long personal data is kept and the enquiry forms' courses.",
          ROUTES.adminSettings,
        )}
      />
      <AdminPageHeader title="Site settings">
        <Button component={RouterLink} to={MAIL_TEMPLATES_PAGE} variant="outlined">
          E-mails to visitors
        </Button>
      </AdminPageHeader>
      {isError ? <ListLoadError what="settings" /> : null}
      <SettingsSection
        id="contact-settings"
        title="Contact facts"
        updatedAt={settings?.contact.updatedAt}
        intro={
          <>
            The institute&apos;s name, phones, e-mail, address, office hours and social links, as the header, footer, contact page, phone
            buttons, search engines, e-mails and course brochures show them. A save is live on every page at once.
            {settings && !settings.contact.custom
              ? ' These are the sample facts the site was set up with: check each before going live.'
              : ''}
          </>
        }
      >
        {settings ? <ContactFactsForm key={settings.contact.version} contact={settings.contact} /> : null}
      </SettingsSection>
      <SettingsSection
        id="figures-settings"
        title="Headline figures"
        updatedAt={settings?.figures.updatedAt}
        intro={
          <>
            The figures the home and about pages show (success rate, students, partners, workshops). Each is shown with its basis below it:
            who was counted, over what period, and how, as India&apos;s rules on coaching advertisements ask. One value per figure, the same
            on every page; an empty figure is not shown.
            {settings && !settings.figures.custom
              ? " These are the product brief's sample figures: confirm or replace each before going live."
              : ''}
          </>
        }
      >
        {settings ? <FiguresForm key={settings.figures.version} figures={settings.figures} /> : null}
      </SettingsSection>
      <SettingsSection
        id="copy-settings"
        title="Page texts"
        updatedAt={settings?.copy.updatedAt}
        intro={
          <>
            The texts of the home and about pages, as plain text. Each can go back to the text the site was built with, and every saved
            version is kept: load an earlier one, check it in the preview, and save it to bring it back.
          </>
        }
      >
        {settings ? <PageCopyForm key={settings.copy.version} copy={settings.copy} /> : null}
      </SettingsSection>
      <SettingsSection
        id="privacy-settings"
        title="Privacy policy"
        updatedAt={settings?.updatedAt}
        intro={
          <>
            The{' '}
            <Link component={RouterLink} to={ROUTES.privacy}>
              privacy policy
            </Link>{' '}
            and its description for search engines say the day it took effect. Change it when the policy&apos;s text changes.
          </>
        }
      >
        {settings ? <PrivacyDateForm key={settings.version} settings={settings} /> : null}
      </SettingsSection>
      <SettingsSection
        id="retention-settings"
        title="How long we keep personal data"
        updatedAt={null}
        intro={
          <>
            India&apos;s Digital Personal Data Protection Act asks us to erase personal data once it is no longer needed. Once a day the
            site erases the records older than these rules. A lead with a follow-up still planned or on legal hold (set in the lead&apos;s
            drawer) is kept whatever the rules say. The privacy policy shows these rules, in its section{' '}
            <Link component={RouterLink} to={`${ROUTES.privacy}#privacy-retention`}>
              How Long We Keep It
            </Link>
            , as soon as they are saved.
          </>
        }
      >
        {settings ? <RetentionForm key={settings.retention.version} retention={settings.retention} /> : null}
      </SettingsSection>
      <PipelineSection />
      <SettingsSection
        id="lead-courses"
        title="Courses in the enquiry forms"
        updatedAt={settings?.leadCourseExtras.updatedAt}
        intro={
          <>
            The call-back and demo forms list the catalogue&apos;s courses on offer, then these names where the catalogue lacks them. An
            enquiry naming a course that is not in the catalogue is kept and marked &quot;Not in the catalogue&quot; in the leads.
            {settings && !settings.leadCourseExtras.custom ? " Until you save a list, these are the product spec's course names." : ''}
          </>
        }
      >
        {settings ? <LeadCoursesForm key={settings.leadCourseExtras.version} settings={settings} /> : null}
      </SettingsSection>
    </Container>
  );
}

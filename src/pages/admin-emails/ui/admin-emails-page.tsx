import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ValidationError } from 'yup';
import {
  DEFAULT_MAIL_TEMPLATES,
  fillMailTemplate,
  MAIL_BODY_MAX,
  MAIL_SUBJECT_MAX,
  MAIL_TEMPLATE_FIELDS,
  MAIL_TEMPLATE_KINDS,
  MAIL_TEMPLATE_LABELS,
  MAIL_TEMPLATES_PAGE,
  mailTemplateSchema,
  privateMeta,
  ROUTES,
  sampleMailValues,
  type MailTemplate,
  type MailTemplateKind,
  type MailTemplatesDto,
} from '@contract';
import { formatAdminTime } from '@/entities/admin-account';
import { errorMessage } from '@/shared/api';
import { splitSaveError } from '@/shared/lib/save-error';
import { showToast } from '@/shared/lib/toast';
import { AdminPageHeader, ListLoadError } from '@/shared/ui/admin-page';
import { FormColumn } from '@/shared/ui/form-parts';
import { PageHead } from '@/shared/ui/page-head';
import { useGetMailTemplatesQuery, useSendTestMailMutation, useUpdateMailTemplatesMutation } from '../api/mail-templates-api';

type Templates = Record<MailTemplateKind, MailTemplate>;
type Part = keyof MailTemplate;

/** A message about `templates.<kind>.<part>` (the server's) or `<part>` of one kind (the form's) belongs to that field. */
function fieldOf(path: string): string | null {
  const match = /^(?:templates\.)?([a-z-]+)\.(subject|body)$/.exec(path);
  return match && (MAIL_TEMPLATE_KINDS as readonly string[]).includes(match[1] ?? '') ? `${match[1]}.${match[2]}` : null;
}

/** Each template's problems, by field (`<kind>.subject`), as the contract's schema finds them. */
function problemsOf(templates: Templates, kinds: readonly MailTemplateKind[] = MAIL_TEMPLATE_KINDS): Record<string, string> {
  const found: Record<string, string> = {};
  for (const kind of kinds) {
    try {
      mailTemplateSchema(kind).validateSync(templates[kind], { abortEarly: false });
    } catch (caught) {
      if (!(caught instanceof ValidationError)) throw caught;
      for (const e of caught.inner) found[`${kind}.${e.path ?? 'body'}`] ??= e.message;
    }
  }
  return found;
}

/** One e-mail: what it is, its subject and text, the fields it may use, a preview with sample values, a test send and a restore. */
function TemplateEditor({
  kind,
  template,
  errors,
  onChange,
}: {
  kind: MailTemplateKind;
  template: MailTemplate;
  errors: Record<string, string>;
  onChange: (part: Part, value: string) => void;
}) {
  const [sendTest, { isLoading: sending }] = useSendTestMailMutation();
  const label = MAIL_TEMPLATE_LABELS[kind];
  const id = `mail-${kind}`;
  const values = sampleMailValues(kind);
  const changed = template.subject !== DEFAULT_MAIL_TEMPLATES[kind].subject || template.body !== DEFAULT_MAIL_TEMPLATES[kind].body;

  const test = async () => {
    const problems = problemsOf({ ...DEFAULT_MAIL_TEMPLATES, [kind]: template }, [kind]);
    const first = Object.values(problems)[0];
    if (first) {
      showToast(first, 'error');
      return;
    }
    try {
      const answer = await sendTest({ kind, ...template }).unwrap();
      showToast(answer.message, 'success');
    } catch (caught) {
      showToast(errorMessage(caught, 'The test e-mail could not be sent. Please try again.'), 'error');
    }
  };

  return (
    <Paper component="section" aria-labelledby={`${id}-heading`} variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={`${id}-heading`} variant="h2" component="h2" sx={{ mb: 1 }}>
        {label.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {label.when}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <TextField
          id={`${id}-subject`}
          label="Subject"
          required
          value={template.subject}
          onChange={(e) => onChange('subject', e.target.value)}
          error={errors[`${kind}.subject`] !== undefined}
          helperText={errors[`${kind}.subject`] ?? `One line, at most ${MAIL_SUBJECT_MAX} characters.`}
          slotProps={{ htmlInput: { maxLength: MAIL_SUBJECT_MAX } }}
        />
        <TextField
          id={`${id}-body`}
          label="Text"
          required
          multiline
          minRows={6}
          value={template.body}
          onChange={(e) => onChange('body', e.target.value)}
          error={errors[`${kind}.body`] !== undefined}
          helperText={
            errors[`${kind}.body`] ??
            'Plain text. A line holding only fields that are empty for a person is left out of their e-mail. The line on their data rights is added below it.'
          }
          slotProps={{ htmlInput: { maxLength: MAIL_BODY_MAX } }}
        />
        <Box component="dl" aria-label={`Fields of “${label.title}”`} sx={{ m: 0, display: 'grid', gap: 0.5 }}>
          {MAIL_TEMPLATE_FIELDS[kind].map((f) => (
            <Box key={f.name} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Box component="dt" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>{`{${f.name}}`}</Box>
              <Box component="dd" sx={{ m: 0, color: 'text.secondary', flex: '1 1 240px', minWidth: 0 }}>
                {f.description}
              </Box>
            </Box>
          ))}
        </Box>
        <Box
          role="region"
          aria-label={`Preview of “${label.title}”`}
          sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 2, overflowWrap: 'anywhere' }}
        >
          <Typography variant="subtitle2" component="p">
            Preview with sample values
          </Typography>
          <Typography component="p" sx={{ fontWeight: 600, mt: 1 }}>
            {fillMailTemplate(template.subject, values).replace(/\s+/g, ' ')}
          </Typography>
          <Typography component="p" sx={{ whiteSpace: 'pre-line', mt: 1 }}>
            {fillMailTemplate(template.body, values)}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" disabled={sending} onClick={() => void test()} aria-label={`Send me a test of “${label.title}”`}>
            {sending ? 'Sending...' : 'Send me a test'}
          </Button>
          {changed ? (
            <Button
              variant="text"
              onClick={() => {
                onChange('subject', DEFAULT_MAIL_TEMPLATES[kind].subject);
                onChange('body', DEFAULT_MAIL_TEMPLATES[kind].body);
              }}
              aria-label={`Restore the original text of “${label.title}”`}
            >
              Restore the original text
            </Button>
          ) : null}
        </Box>
      </Box>
    </Paper>
  );
}

/** Every template in one form, saved together with the version it showed. Remounted (key) when the saved version changes. */
function TemplatesForm({ saved }: { saved: MailTemplatesDto }) {
  const [templates, setTemplates] = useState<Templates>(saved.templates);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, { isLoading }] = useUpdateMailTemplatesMutation();

  const submit = async () => {
    const found = problemsOf(templates);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await save(saved.version > 0 ? { templates, version: saved.version } : { templates }).unwrap();
      showToast('Saved: the next e-mails use these texts.', 'success');
    } catch (caught) {
      const parts = splitSaveError(caught, fieldOf, 'The e-mails could not be saved. Please try again.');
      setErrors(parts.fieldErrors);
      if (parts.message) showToast(parts.message, 'error');
    }
  };

  return (
    <FormColumn
      label="E-mails to visitors"
      gap={3}
      onSubmit={(e) => {
        e?.preventDefault();
        void submit();
      }}
    >
      {MAIL_TEMPLATE_KINDS.map((kind) => (
        <TemplateEditor
          key={kind}
          kind={kind}
          template={templates[kind]}
          errors={errors}
          onChange={(part, value) => setTemplates((t) => ({ ...t, [kind]: { ...t[kind], [part]: value } }))}
        />
      ))}
      <Box>
        <Button type="submit" variant="contained" disabled={isLoading}>
          {isLoading ? 'Saving...' : 'Save e-mails'}
        </Button>
      </Box>
    </FormColumn>
  );
}

/**
 * /admin/settings/emails (issue 43): the e-mails a visitor gets at once, as staff write them, with the fields
 * the server fills, a preview with sample values and a test send to oneself.
 */
export function AdminEmailsPage() {
  const { data, isError } = useGetMailTemplatesQuery(undefined);
  return (
    <Container component="section" maxWidth="md" sx={{ py: 6 }}>
      <PageHead
        meta={privateMeta(
          'E-mails to visitors',
          'The e-mails a visitor gets at once: the call-back confirmation and the workshop registration and waitlist e-mails.',
          MAIL_TEMPLATES_PAGE,
        )}
      />
      <AdminPageHeader title="E-mails to visitors" mb={1} />
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Each is sent at once, through the outbox (tried again for about nine hours if the mail server is down), and shows on the lead&apos;s
        timeline. They confirm what the person asked for, so they go out whatever the person chose about marketing. The office hours, phone
        and address come from the{' '}
        <Link component={RouterLink} to={ROUTES.adminSettings}>
          contact facts
        </Link>
        .{data?.updatedAt ? ` Last saved ${formatAdminTime(data.updatedAt)}.` : ''}
      </Typography>
      {isError ? <ListLoadError what="e-mails" /> : null}
      {data ? <TemplatesForm key={data.version} saved={data} /> : null}
    </Container>
  );
}

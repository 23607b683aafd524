import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useFormik } from 'formik';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import {
  ADMIN_ROUTES,
  API,
  formatFileSize,
  istDay,
  LEAD_FLAG_LABELS,
  LEAD_PURPOSE_LABELS,
  noticeVersionText,
  LEAD_FORM_LABELS,
  LEGAL_HOLD_MAX,
  leadNoteSchema,
  type LeadDetailDto,
  type LeadFileDto,
  type LeadFlag,
  type LeadNoteInput,
} from '@contract';
import {
  assignableOwners,
  formatLeadDay,
  formatLeadTime,
  leadStatusLabel,
  useLeadStages,
  LeadContactActions,
  LeadHistory,
  LeadNotes,
  useAddLeadNoteMutation,
  useGetLeadOwnersQuery,
  useGetLeadQuery,
  useUpdateLeadMutation,
} from '@/entities/lead';
import { errorMessage, fieldErrors } from '@/shared/api';
import { showToast } from '@/shared/lib/toast';
import { fieldProps, SubmitButton } from '@/shared/ui/form-parts';
import { saveLeadStatus } from '../lib/save-status';
import { LostReasonDialog, useLostReasons } from './lost-reason-dialog';
import { LeadTasks, LogCallButton, WhatsAppMessages } from './lead-tasks';
import { MergeLeadDialog } from './merge-lead-dialog';
import { useUndoLeadMergeMutation } from '../api/task-api';

export const LEAD_MISSING_TEXT = 'This lead could not be found. It may have been removed, or the link is incomplete.';
const LOAD_FAILED_TEXT = 'The lead could not be loaded. Check your connection and try again.';
const SAVE_FAILED_TEXT = 'The change could not be saved.';
/** Empty values show their item ('Unassigned') instead of a bare label. */
const SELECT_SLOTS = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

export interface LeadDrawerProps {
  /** The lead to show; null: closed. */
  leadId: string | null;
  onClose: () => void;
}

/**
 * One lead's desk, on the right (the whole screen on a phone): call, WhatsApp or e-mail the lead, set its
 * status, owner and next follow-up day, put it on legal hold, write notes, and read the history of every change.
 */
export function LeadDrawer({ leadId, onClose }: LeadDrawerProps) {
  // The last lead stays on screen while the drawer slides out.
  const [shown, setShown] = useState(leadId);
  if (leadId !== null && leadId !== shown) setShown(leadId);
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={leadId !== null}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 520 }, maxWidth: '100%' },
        },
      }}
    >
      {shown ? <LeadDesk key={shown} id={shown} titleId={titleId} onClose={onClose} /> : null}
    </Drawer>
  );
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && (error as { status: unknown }).status === 404;
}

function LeadDesk({ id, titleId, onClose }: { id: string; titleId: string; onClose: () => void }) {
  const { data: lead, error, isLoading } = useGetLeadQuery(id);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'flex-start', px: 3, pt: 2, pb: 1.5, position: 'sticky', top: 0, bgcolor: 'background.paper', zIndex: 1 }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} variant="h5" component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {lead?.name ?? 'Lead'}
          </Typography>
          {lead ? (
            <Typography variant="body2" color="text.secondary">
              {lead.session ? `${lead.interest} (${lead.session})` : lead.interest}
            </Typography>
          ) : null}
        </Box>
        <IconButton aria-label="Close" onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Box sx={{ px: 3, py: 2, display: 'grid', gap: 3 }}>
        {isLoading ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label="Loading the lead" />
          </Box>
        ) : null}
        {!lead && error ? (
          <Alert severity={isNotFound(error) ? 'warning' : 'error'}>{isNotFound(error) ? LEAD_MISSING_TEXT : LOAD_FAILED_TEXT}</Alert>
        ) : null}
        {lead ? <LeadDeskBody lead={lead} /> : null}
      </Box>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** An applicant's CV as a download (the server answers it as an attachment, docs/product.md §5). */
function FileLink({ leadId, file }: { leadId: string; file: LeadFileDto }) {
  const text = `${file.fileName} (${formatFileSize(file.size)})`;
  return (
    <Link href={API.leads.file(leadId, file.id)} download={file.fileName} aria-label={`Download CV: ${text}`}>
      {text}
    </Link>
  );
}

/** What a flag tells the counsellor to check. */
const FLAG_NOTES: Record<LeadFlag, string> = {
  'course-not-offered': `${LEAD_FLAG_LABELS['course-not-offered']}: the course named is not one the catalogue offers. Ask which course they mean.`,
  'session-not-listed': `${LEAD_FLAG_LABELS['session-not-listed']}: the session named matched none of the workshop's, so no seat is held. Confirm a session with them.`,
};

function LeadDeskBody({ lead }: { lead: LeadDetailDto }) {
  const utm = Object.entries(lead.utm);
  const details: [string, ReactNode][] = [
    ['Phone', `${lead.countryCode} ${lead.phone}`],
    ['E-mail', lead.email || 'Not given'],
    ['Form', LEAD_FORM_LABELS[lead.form] ?? lead.form],
    ['Received', <time dateTime={lead.createdAt}>{formatLeadTime(lead.createdAt)}</time>],
    ...(lead.waitlist ? ([['Waitlist', 'Registered while the workshop was full']] as [string, string][]) : []),
    ...(lead.flag ? ([['Flag', FLAG_NOTES[lead.flag]]] as [string, string][]) : []),
    ...(lead.message ? ([['Message', lead.message]] as [string, string][]) : []),
    ...lead.files.map((file): [string, ReactNode] => ['CV', <FileLink leadId={lead.id} file={file} />]),
    ['Source page', lead.sourcePage ?? 'Not recorded'],
    ['UTM', utm.length > 0 ? utm.map(([k, v]) => `${k}: ${v}`).join('\n') : 'None'],
    ['Privacy notice', noticeVersionText(lead.consent.noticeVersion)],
    ['Consented to', lead.consent.purposes.map((p) => LEAD_PURPOSE_LABELS[p]).join('\n')],
  ];
  return (
    <>
      <Section title="Contact">
        <LeadContactActions lead={lead} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <LogCallButton lead={lead} />
          <WhatsAppMessages lead={lead} />
        </Box>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.75, typography: 'body2' }}
        >
          {details.map(([term, value]) => (
            <Box key={term} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                {term}
              </Box>
              <Box component="dd" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {value}
              </Box>
            </Box>
          ))}
        </Box>
      </Section>
      <Section
        title={
          lead.related.length > 0
            ? `Same person: ${lead.related.length} other ${lead.related.length === 1 ? 'lead' : 'leads'}`
            : 'Same person'
        }
      >
        <SamePerson lead={lead} />
      </Section>
      <Section title="Follow-up">
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <StatusField lead={lead} />
          <OwnerField lead={lead} />
          {lead.status === 'closed' ? <LostReasonField lead={lead} /> : null}
        </Box>
        <FollowUpField key={lead.followUpOn ?? ''} lead={lead} />
      </Section>
      <Section title="Tasks">
        <LeadTasks lead={lead} />
      </Section>
      <Section title="Legal hold">
        <LegalHoldField key={lead.legalHold ?? ''} lead={lead} />
      </Section>
      <Section title="Notes">
        <AddNoteForm leadId={lead.id} />
        <LeadNotes notes={lead.notes} />
      </Section>
      <Section title="History">
        <LeadHistory history={lead.history} />
      </Section>
    </>
  );
}

const MATCHED_BY = { email: 'same e-mail', phone: 'same phone', merge: 'merged' } as const;

/**
 * The person's other enquiries, registrations and applications, newest first (each opens in this drawer), the
 * merges staff made with Undo, and "Merge with another lead" for the same person under another e-mail and phone.
 */
function SamePerson({ lead }: { lead: LeadDetailDto }) {
  const stages = useLeadStages();
  const [merging, setMerging] = useState(false);
  const [undo, { isLoading: undoing }] = useUndoLeadMergeMutation();
  const side = (id: string) => (id === lead.id ? lead : lead.related.find((r) => r.id === id));
  const sideText = (id: string) => {
    const l = side(id);
    return l ? `${l.name} (${LEAD_FORM_LABELS[l.form] ?? l.form}: ${l.interest})` : 'a lead';
  };
  return (
    <>
      {lead.related.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No other lead has this e-mail or phone.
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75, typography: 'body2' }}>
          {lead.related.map((r) => (
            <li key={r.id}>
              <Link component={RouterLink} to={ADMIN_ROUTES.adminLead(r.id)} sx={{ overflowWrap: 'anywhere' }}>
                {r.name === lead.name ? '' : `${r.name} · `}
                {LEAD_FORM_LABELS[r.form] ?? r.form}: {r.interest}
              </Link>{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                · {formatLeadTime(r.createdAt)} · {leadStatusLabel(r.status, stages)} · {r.matchedBy.map((m) => MATCHED_BY[m]).join(', ')}
              </Typography>
            </li>
          ))}
        </Box>
      )}
      {lead.merges.length > 0 ? (
        <Box component="ul" aria-label="Merges" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5, typography: 'body2' }}>
          {lead.merges.map((m) => (
            <Box component="li" key={m.id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
              <Box component="span" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                {m.mergedByName} merged {sideText(m.leadId)} with {sideText(m.otherLeadId)} · {formatLeadTime(m.createdAt)}
              </Box>
              <Button
                size="small"
                disabled={undoing}
                onClick={() => {
                  void undo({ id: lead.id, mergeId: m.id, others: lead.related.map((r) => r.id) }).then((result) => {
                    if ('error' in result) showToast(errorMessage(result.error, 'The merge could not be undone.'), 'error');
                    else showToast('Merge undone: the two people are listed apart again.', 'success');
                  });
                }}
              >
                Undo merge
              </Button>
            </Box>
          ))}
        </Box>
      ) : null}
      <Box>
        <Button size="small" variant="outlined" onClick={() => setMerging(true)}>
          Merge with another lead…
        </Button>
      </Box>
      <MergeLeadDialog lead={lead} open={merging} onClose={() => setMerging(false)} />
    </>
  );
}

function StatusField({ lead }: { lead: LeadDetailDto }) {
  const [update] = useUpdateLeadMutation();
  const [losing, setLosing] = useState(false);
  const stages = useLeadStages();
  return (
    <>
      <TextField
        select
        label="Status"
        size="small"
        value={lead.status}
        onChange={(e) => {
          const status = e.target.value;
          if (status === 'closed') setLosing(true);
          else void saveLeadStatus(update, lead, { id: status, label: leadStatusLabel(status, stages) }, SAVE_FAILED_TEXT);
        }}
      >
        {stages.map((st) => (
          <MenuItem key={st.id} value={st.id}>
            {st.label}
          </MenuItem>
        ))}
      </TextField>
      <LostReasonDialog
        who={losing ? lead.name : null}
        onCancel={() => setLosing(false)}
        onConfirm={(reason) => {
          setLosing(false);
          void saveLeadStatus(update, lead, { id: 'closed', label: leadStatusLabel('closed', stages) }, SAVE_FAILED_TEXT, reason);
        }}
      />
    </>
  );
}

/** A lost lead's reason, changed in place; a reason no longer on the list stays shown as it was recorded. */
function LostReasonField({ lead }: { lead: LeadDetailDto }) {
  const [update] = useUpdateLeadMutation();
  const reasons = useLostReasons();
  const shown = lead.lostReason && !reasons.includes(lead.lostReason) ? [lead.lostReason, ...reasons] : reasons;
  return (
    <TextField
      select
      label="Lost because"
      size="small"
      value={lead.lostReason ?? ''}
      slotProps={SELECT_SLOTS}
      onChange={async (e) => {
        try {
          await update({ id: lead.id, lostReason: e.target.value || null }).unwrap();
          showToast(`${lead.name}: lost because ${e.target.value || 'of no recorded reason'}`, 'success');
        } catch (err) {
          showToast(errorMessage(err, SAVE_FAILED_TEXT), 'error');
        }
      }}
    >
      <MenuItem value="">Not recorded</MenuItem>
      {shown.map((r) => (
        <MenuItem key={r} value={r}>
          {r}
        </MenuItem>
      ))}
    </TextField>
  );
}

function OwnerField({ lead }: { lead: LeadDetailDto }) {
  const [update] = useUpdateLeadMutation();
  const { data: admins, isError } = useGetLeadOwnersQuery(undefined);
  const [error, setError] = useState('');
  const owners = assignableOwners(admins ?? []);
  // The current owner stays shown even when no longer on offer (account disabled since, or the list not loaded).
  const current =
    lead.ownerId && !owners.some((o) => o.id === lead.ownerId)
      ? [{ id: lead.ownerId, name: `${lead.ownerName ?? 'Unknown admin'}${admins ? ' (account disabled)' : ''}` }]
      : [];
  return (
    <TextField
      select
      label="Owner"
      size="small"
      value={lead.ownerId ?? ''}
      slotProps={SELECT_SLOTS}
      error={Boolean(error)}
      helperText={error || (isError ? 'The list of admins could not be loaded.' : undefined)}
      onChange={async (e) => {
        const ownerId = e.target.value || null;
        setError('');
        try {
          const saved = await update({ id: lead.id, ownerId }).unwrap();
          showToast(saved.ownerName ? `${lead.name}: owned by ${saved.ownerName}` : `${lead.name}: unassigned`, 'success');
        } catch (err) {
          const field = fieldErrors(err).ownerId;
          if (field) setError(field);
          else showToast(errorMessage(err, SAVE_FAILED_TEXT), 'error');
        }
      }}
    >
      <MenuItem value="">Unassigned</MenuItem>
      {[...owners, ...current].map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A day `n` days after today in Hyderabad (YYYY-MM-DD). */
function dayFromToday(n: number): string {
  const today = istDay(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

function FollowUpField({ lead }: { lead: LeadDetailDto }) {
  const [update, { isLoading }] = useUpdateLeadMutation();
  const [day, setDay] = useState(lead.followUpOn ?? '');
  const [error, setError] = useState('');
  const due = lead.followUpOn !== null && lead.followUpOn <= istDay(new Date());

  const save = async (followUpOn: string | null) => {
    setError('');
    try {
      await update({ id: lead.id, followUpOn }).unwrap();
      showToast(followUpOn ? `${lead.name}: follow up on ${formatLeadDay(followUpOn)}` : `${lead.name}: no follow-up planned`, 'success');
    } catch (err) {
      const field = fieldErrors(err).followUpOn;
      if (field) setError(field);
      else showToast(errorMessage(err, SAVE_FAILED_TEXT), 'error');
    }
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save(day || null);
      }}
      sx={{ display: 'grid', gap: 1 }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          type="date"
          label="Next follow-up"
          size="small"
          value={day}
          onChange={(e) => setDay(e.target.value)}
          error={Boolean(error)}
          helperText={error || undefined}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ flex: '1 1 180px' }}
        />
        <Button type="submit" variant="outlined" disabled={isLoading || day === (lead.followUpOn ?? '')}>
          Save follow-up
        </Button>
        {lead.followUpOn ? (
          <Button type="button" onClick={() => void save(null)} disabled={isLoading}>
            Clear
          </Button>
        ) : null}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {due ? <Chip label="Follow-up due" color="warning" size="small" /> : null}
        {/* One click for the usual next calls; saved at once, like any other follow-up change. */}
        <Button size="small" type="button" onClick={() => void save(dayFromToday(1))} disabled={isLoading}>
          Tomorrow
        </Button>
        <Button size="small" type="button" onClick={() => void save(dayFromToday(7))} disabled={isLoading}>
          In a week
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * Why the lead is kept whatever the retention rules say (issue 42): a dispute, an audit, a request of the
 * authorities. Putting it on hold asks for the reason; lifting it lets the rules apply again. Both land in the history.
 */
function LegalHoldField({ lead }: { lead: LeadDetailDto }) {
  const [update, { isLoading }] = useUpdateLeadMutation();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');

  const save = async (legalHold: string | null) => {
    setError('');
    try {
      await update({ id: lead.id, legalHold }).unwrap();
      showToast(legalHold ? `${lead.name}: on legal hold` : `${lead.name}: legal hold lifted`, 'success');
    } catch (err) {
      const field = fieldErrors(err).legalHold;
      if (field) setError(field);
      else showToast(errorMessage(err, SAVE_FAILED_TEXT), 'error');
    }
  };

  const submit = () => {
    const text = reason.trim();
    if (text === '') setError('Give the reason for the hold.');
    else if (text.length > LEGAL_HOLD_MAX) setError(`The reason must be at most ${LEGAL_HOLD_MAX} characters.`);
    else void save(text);
  };

  const state = (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {lead.legalHold ?? 'None'}
    </Typography>
  );
  if (lead.legalHold !== null) {
    return (
      <Box sx={{ display: 'grid', gap: 1 }}>
        {state}
        <Typography variant="body2" color="text.secondary">
          Kept whatever the retention rules say until the hold is lifted.
        </Typography>
        <Box>
          <Button type="button" variant="outlined" onClick={() => void save(null)} disabled={isLoading}>
            Lift legal hold
          </Button>
        </Box>
      </Box>
    );
  }
  if (!asking) {
    return (
      <Box sx={{ display: 'grid', gap: 1 }}>
        {state}
        <Typography variant="body2" color="text.secondary">
          The retention rules in Site settings apply. Put the lead on hold when the law requires keeping it (a dispute, an audit).
        </Typography>
        <Box>
          <Button type="button" variant="outlined" onClick={() => setAsking(true)}>
            Put on legal hold
          </Button>
        </Box>
      </Box>
    );
  }
  return (
    <Box
      component="form"
      noValidate
      aria-label="Put on legal hold"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      sx={{ display: 'grid', gap: 1 }}
    >
      {state}
      <TextField
        label="Reason for the hold"
        required
        multiline
        minRows={2}
        fullWidth
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={Boolean(error)}
        helperText={error || `Why the law requires keeping this lead; at most ${LEGAL_HOLD_MAX} characters.`}
        // Opened by its button: the reason is the next thing to type.
        autoFocus
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={isLoading}>
          Put on legal hold
        </Button>
        <Button
          type="button"
          onClick={() => {
            setAsking(false);
            setReason('');
            setError('');
          }}
          disabled={isLoading}
        >
          Cancel
        </Button>
      </Stack>
    </Box>
  );
}

function AddNoteForm({ leadId }: { leadId: string }) {
  const [addNote] = useAddLeadNoteMutation();
  const formik = useFormik<LeadNoteInput>({
    initialValues: { body: '' },
    validationSchema: leadNoteSchema,
    // Tabbing past the empty field on the way to the history is not a mistake.
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      try {
        await addNote({ id: leadId, body: values.body.trim() }).unwrap();
        helpers.resetForm();
      } catch (err) {
        const field = fieldErrors(err).body;
        if (field) helpers.setErrors({ body: field });
        else showToast(errorMessage(err, 'The note could not be saved.'), 'error');
      }
    },
  });
  return (
    <Box component="form" noValidate aria-label="Add a note" onSubmit={formik.handleSubmit} sx={{ display: 'grid', gap: 1 }}>
      <TextField {...fieldProps(formik, 'body')} label="Note" multiline minRows={2} fullWidth />
      <Box>
        <SubmitButton busy={formik.isSubmitting} busyLabel="Adding..." size="small">
          Add note
        </SubmitButton>
      </Box>
    </Box>
  );
}

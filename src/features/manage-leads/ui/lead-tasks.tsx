import { useId, useState } from 'react';
import { ValidationError } from 'yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PhoneCallbackIcon from '@mui/icons-material/PhoneCallback';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import {
  fillWhatsAppMessage,
  istLocalTime,
  LEAD_CALL_NOTE_MAX,
  LEAD_CALL_OUTCOME_LABELS,
  LEAD_CALL_OUTCOMES,
  LEAD_TASK_TITLE_MAX,
  leadCallSchema,
  leadTaskSchema,
  toFieldErrors,
  type LeadCallOutcome,
  type LeadDetailDto,
  type LeadTaskDto,
} from '@contract';
import {
  assignableOwners,
  formatLeadTime,
  leadWhatsAppHref,
  useGetLeadOwnersQuery,
  useGetLeadPipelineSettingsQuery,
} from '@/entities/lead';
import { errorMessage, fieldErrors } from '@/shared/api';
import { showToast } from '@/shared/lib/toast';
import { useAddLeadTaskMutation, useLogLeadCallMutation, useNoteLeadWhatsAppMutation, useUpdateLeadTaskMutation } from '../api/task-api';

const SAVE_FAILED_TEXT = 'The change could not be saved.';
const HOUR = 3600_000;

/** A Hyderabad time `hours` from now, on the quarter hour ("YYYY-MM-DDTHH:MM"), for a new task's due field. */
function inHours(hours: number): string {
  const quarter = 15 * 60_000;
  return istLocalTime(new Date(Math.ceil((Date.now() + hours * HOUR) / quarter) * quarter));
}

/** The first message per field of `values` under `schema`, or none. */
function check(schema: typeof leadTaskSchema | typeof leadCallSchema, values: object): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (err) {
    if (err instanceof ValidationError) return toFieldErrors(err);
    throw err;
  }
}

interface TaskValues {
  title: string;
  dueAt: string;
  ownerId: string;
}

/** A task's title, due time and owner (the signed-in counsellor unless changed); `prefix` names the fields' errors. */
function TaskFields({
  values,
  onChange,
  errors,
  prefix = '',
}: {
  values: TaskValues;
  onChange: (values: TaskValues) => void;
  errors: Record<string, string>;
  prefix?: string;
}) {
  const { data: admins } = useGetLeadOwnersQuery(undefined);
  const owners = assignableOwners(admins ?? []);
  const error = (field: string) => errors[`${prefix}${field}`];
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField
        label="Task"
        size="small"
        value={values.title}
        onChange={(e) => onChange({ ...values, title: e.target.value })}
        error={Boolean(error('title'))}
        helperText={error('title')}
        slotProps={{ htmlInput: { maxLength: LEAD_TASK_TITLE_MAX } }}
        sx={{ gridColumn: '1 / -1' }}
      />
      <TextField
        type="datetime-local"
        label="Due (Hyderabad time)"
        size="small"
        value={values.dueAt}
        onChange={(e) => onChange({ ...values, dueAt: e.target.value })}
        error={Boolean(error('dueAt'))}
        helperText={error('dueAt')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        select
        label="Who does it"
        size="small"
        value={values.ownerId}
        onChange={(e) => onChange({ ...values, ownerId: e.target.value })}
        error={Boolean(error('ownerId'))}
        helperText={error('ownerId')}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value="">Me</MenuItem>
        {owners.map((o) => (
          <MenuItem key={o.id} value={o.id}>
            {o.name}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

/** The task as the API takes it: '' for the owner means the signed-in counsellor. */
const taskBody = (v: TaskValues) => ({ title: v.title.trim(), dueAt: v.dueAt, ...(v.ownerId ? { ownerId: v.ownerId } : {}) });
const newTask = (title = ''): TaskValues => ({ title, dueAt: inHours(2), ownerId: '' });

/** The lead's tasks: each open one with a "done" box, done ones below, and a form for a new one. */
export function LeadTasks({ lead }: { lead: LeadDetailDto }) {
  const [add, { isLoading }] = useAddLeadTaskMutation();
  const [values, setValues] = useState<TaskValues>(newTask);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const open = lead.tasks.filter((t) => !t.doneAt);
  const done = lead.tasks.filter((t) => t.doneAt);

  const submit = async () => {
    const body = taskBody(values);
    const found = check(leadTaskSchema, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await add({ id: lead.id, ...body }).unwrap();
      showToast(`Task added: ${body.title}`, 'success');
      setValues(newTask());
    } catch (err) {
      const fields = fieldErrors(err);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else showToast(errorMessage(err, SAVE_FAILED_TEXT), 'error');
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {open.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No open tasks.
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
          {open.map((task) => (
            <TaskRow key={task.id} task={task} />
          ))}
        </Box>
      )}
      <Box
        component="form"
        noValidate
        aria-label="Add a task"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        sx={{ display: 'grid', gap: 1.5 }}
      >
        <TaskFields values={values} onChange={setValues} errors={errors} />
        <Box>
          <Button type="submit" variant="outlined" disabled={isLoading}>
            Add task
          </Button>
        </Box>
      </Box>
      {done.length > 0 ? (
        <Box component="ul" aria-label="Done tasks" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
          {done.map((task) => (
            <TaskRow key={task.id} task={task} />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

function TaskRow({ task }: { task: LeadTaskDto }) {
  const [update, { isLoading }] = useUpdateLeadTaskMutation();
  // The time the row first showed: overdue is judged against it (the list refreshes with each change).
  const [shownAt] = useState(() => Date.now());
  const overdue = !task.doneAt && Date.parse(task.dueAt) < shownAt;
  const toggle = async (done: boolean) => {
    try {
      await update({ id: task.leadId, taskId: task.id, done }).unwrap();
      showToast(done ? `Done: ${task.title}` : `Open again: ${task.title}`, 'success');
    } catch (err) {
      showToast(errorMessage(err, SAVE_FAILED_TEXT), 'error');
    }
  };
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <Checkbox
        checked={task.doneAt !== null}
        disabled={isLoading}
        onChange={(e) => void toggle(e.target.checked)}
        slotProps={{ input: { 'aria-label': `${task.doneAt ? 'Open again' : 'Mark done'}: ${task.title}` } }}
        sx={{ p: 0.5 }}
      />
      <Box sx={{ minWidth: 0, pt: 0.5 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere', textDecoration: task.doneAt ? 'line-through' : 'none' }}>
          {task.title}
        </Typography>
        <Typography variant="caption" color={overdue ? 'error' : 'text.secondary'} component="p">
          {task.doneAt
            ? `Done ${formatLeadTime(task.doneAt)} by ${task.doneByName ?? 'someone'}`
            : `${overdue ? 'Overdue: ' : 'Due '}${formatLeadTime(task.dueAt)} · ${task.ownerName ?? 'nobody yet'}`}
        </Typography>
      </Box>
    </Box>
  );
}

/** "Log a call": how it went, a note and when, and the next task in the same step. */
export function LogCallButton({ lead }: { lead: Pick<LeadDetailDto, 'id' | 'name'> }) {
  const [openDialog, setOpenDialog] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="outlined"
        size="small"
        startIcon={<PhoneCallbackIcon aria-hidden />}
        onClick={() => setOpenDialog(true)}
      >
        Log a call
      </Button>
      {openDialog ? <LogCallDialog lead={lead} onClose={() => setOpenDialog(false)} /> : null}
    </>
  );
}

function LogCallDialog({ lead, onClose }: { lead: Pick<LeadDetailDto, 'id' | 'name'>; onClose: () => void }) {
  const titleId = useId();
  const outcomeId = useId();
  const [log, { isLoading }] = useLogLeadCallMutation();
  const [outcome, setOutcome] = useState<LeadCallOutcome | ''>('');
  const [note, setNote] = useState('');
  const [calledAt, setCalledAt] = useState(() => istLocalTime(new Date()));
  const [withNext, setWithNext] = useState(true);
  const [next, setNext] = useState<TaskValues>(() => newTask('Call again'));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async () => {
    const body = {
      outcome,
      ...(note.trim() ? { note: note.trim() } : {}),
      calledAt,
      next: withNext ? taskBody(next) : null,
    };
    const found = check(leadCallSchema, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await log({ id: lead.id, ...body, outcome: outcome as LeadCallOutcome }).unwrap();
      showToast(`Call with ${lead.name} logged${withNext ? '; next task set' : ''}`, 'success');
      onClose();
    } catch (err) {
      const fields = fieldErrors(err);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else showToast(errorMessage(err, SAVE_FAILED_TEXT), 'error');
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id={titleId}>Log a call with {lead.name}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <Box role="radiogroup" aria-labelledby={outcomeId}>
            <Typography id={outcomeId} variant="body2" sx={{ fontWeight: 600 }}>
              How did it go?
            </Typography>
            <RadioGroup row value={outcome} onChange={(e) => setOutcome(e.target.value as LeadCallOutcome)}>
              {LEAD_CALL_OUTCOMES.map((o) => (
                <FormControlLabel key={o} value={o} control={<Radio />} label={LEAD_CALL_OUTCOME_LABELS[o]} />
              ))}
            </RadioGroup>
            {errors.outcome ? (
              <Typography variant="caption" color="error" role="alert">
                {errors.outcome}
              </Typography>
            ) : null}
          </Box>
          <TextField
            label="Note"
            size="small"
            multiline
            minRows={2}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            error={Boolean(errors.note)}
            helperText={errors.note}
            slotProps={{ htmlInput: { maxLength: LEAD_CALL_NOTE_MAX } }}
          />
          <TextField
            type="datetime-local"
            label="When (Hyderabad time)"
            size="small"
            value={calledAt}
            onChange={(e) => setCalledAt(e.target.value)}
            error={Boolean(errors.calledAt)}
            helperText={errors.calledAt}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormControlLabel
            control={<Checkbox checked={withNext} onChange={(e) => setWithNext(e.target.checked)} />}
            label="Set the next task"
          />
          {withNext ? <TaskFields values={next} onChange={setNext} errors={errors} prefix="next." /> : null}
        </DialogContent>
        <DialogActions>
          <Button type="button" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            Save call
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/**
 * The saved WhatsApp messages (Site settings → Leads pipeline), filled with the lead's name and course: each
 * opens WhatsApp with the text in a new tab, and the lead's timeline records it.
 */
export function WhatsAppMessages({ lead }: { lead: Pick<LeadDetailDto, 'id' | 'name' | 'interest' | 'countryCode' | 'phone'> }) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data } = useGetLeadPipelineSettingsQuery(undefined);
  const [note] = useNoteLeadWhatsAppMutation();
  const messages = data?.whatsappMessages ?? [];
  if (messages.length === 0) return null;
  return (
    <>
      <Button
        type="button"
        variant="outlined"
        size="small"
        startIcon={<WhatsAppIcon aria-hidden />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        WhatsApp message
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {messages.map((m) => {
          const text = fillWhatsAppMessage(m.text, lead);
          return (
            <MenuItem
              key={m.label}
              component="a"
              href={`${leadWhatsAppHref(lead)}?text=${encodeURIComponent(text)}`}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => {
                setAnchor(null);
                // The link opens at once; the timeline's entry follows (a failure is said, the message is still sent).
                note({ id: lead.id, text })
                  .unwrap()
                  .catch((err: unknown) => showToast(errorMessage(err, 'The WhatsApp message was not recorded on the timeline.'), 'error'));
              }}
              sx={{ whiteSpace: 'normal', maxWidth: 360 }}
            >
              {m.label}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}

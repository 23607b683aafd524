import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ValidationError } from 'yup';
import {
  DIGEST_AT_DEFAULT,
  leadPipelineSettingsSchema,
  LEAD_STATUSES,
  LEAD_STAGES_MAX,
  LOST_REASON_MAX,
  LOST_REASONS_MAX,
  STAGE_COLORS,
  STAGE_LABEL_MAX,
  toFieldErrors,
  WHATSAPP_LABEL_MAX,
  WHATSAPP_MESSAGES_MAX,
  WHATSAPP_TEXT_MAX,
  type LeadPipelineSettingsDto,
  type WhatsAppMessage,
} from '@contract';
import { FormColumn } from '@/shared/ui/form-parts';
import { useUpdateLeadPipelineSettingsMutation } from '../api/settings-admin-api';
import { useSettingSave } from '../lib/use-setting-save';

const FIELDS = ['firstContactHours', 'digestAt', 'whatsappMessages', 'lostReasons', 'stages'];
const fieldOf = (path: string) =>
  FIELDS.includes(path) || ['whatsappMessages[', 'lostReasons[', 'stages['].some((p) => path.startsWith(p)) ? path : null;

const COLOR_NAMES: Record<(typeof STAGE_COLORS)[number], string> = {
  '#1565c0': 'Blue',
  '#00695c': 'Teal',
  '#6a1b9a': 'Purple',
  '#ad1457': 'Pink',
  '#2e7d32': 'Green',
  '#616161': 'Grey',
  '#bf360c': 'Orange',
  '#4e342e': 'Brown',
};
/** A stage as edited: `id` empty for one added here (the server makes it from the name). */
interface EditedStage {
  id: string;
  label: string;
  color: string;
}
const builtIn = (st: EditedStage) => (LEAD_STATUSES as readonly string[]).includes(st.id);
/** New, Enrolled and Lost keep their places; the stages between move. */
const fixedPlace = (st: EditedStage) => st.id === 'new' || st.id === 'enrolled' || st.id === 'closed';

/**
 * The leads pipeline (issue 43): how many office hours a new lead may wait for its first call before "My day"
 * lists it as late, and when each counsellor's morning digest goes out (or none). Remounted (key) on a new version.
 */
export function PipelineForm({ settings }: { settings: LeadPipelineSettingsDto }) {
  const [hours, setHours] = useState(String(settings.firstContactHours));
  const [digest, setDigest] = useState(settings.digestAt !== null);
  const [digestAt, setDigestAt] = useState(settings.digestAt ?? DIGEST_AT_DEFAULT);
  const [messages, setMessages] = useState<WhatsAppMessage[]>(settings.whatsappMessages);
  const [reasons, setReasons] = useState<string[]>(settings.lostReasons);
  const [stages, setStages] = useState<EditedStage[]>(settings.stages.map(({ id, label, color }) => ({ id, label, color })));
  const setStage = (i: number, change: Partial<EditedStage>) =>
    setStages((all) => all.map((st, j) => (j === i ? { ...st, ...change } : st)));
  const move = (i: number, by: -1 | 1) =>
    setStages((all) => {
      const next = [...all];
      const [st] = next.splice(i, 1);
      if (st) next.splice(i + by, 0, st);
      return next;
    });
  const setMessage = (i: number, change: Partial<WhatsAppMessage>) =>
    setMessages((all) => all.map((m, j) => (j === i ? { ...m, ...change } : m)));
  const [save, { isLoading }] = useUpdateLeadPipelineSettingsMutation();
  const { errors, submit: send } = useSettingSave(save, {
    saved: 'Saved: My day and the next digest follow these settings.',
    failed: 'The pipeline settings could not be saved. Please try again.',
  });

  const submit = async () => {
    const typed = {
      firstContactHours: hours.trim() === '' ? undefined : hours,
      digestAt: digest ? digestAt : null,
      whatsappMessages: messages,
      lostReasons: reasons,
      stages: stages.map((st) => (st.id ? st : { label: st.label, color: st.color })),
      ...(settings.version > 0 ? { version: settings.version } : {}),
    };
    try {
      const body = await leadPipelineSettingsSchema.validate(typed, { abortEarly: false });
      await send(body, {}, fieldOf);
    } catch (caught) {
      if (!(caught instanceof ValidationError)) throw caught;
      await send(typed as never, toFieldErrors(caught), fieldOf);
    }
  };

  return (
    <FormColumn
      onSubmit={(e) => {
        e?.preventDefault();
        void submit();
      }}
      label="Leads pipeline"
      gap={2}
    >
      <TextField
        id="pipeline-first-contact"
        label="First call within (working hours)"
        type="number"
        required
        value={hours}
        onChange={(e) => setHours(e.target.value)}
        error={errors.firstContactHours !== undefined}
        helperText={
          errors.firstContactHours ?? 'Counted within the office hours above. A new lead with no call after this shows in My day as late.'
        }
        slotProps={{ htmlInput: { min: 0.5, max: 72, step: 0.5 } }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <FormControlLabel
          control={<Checkbox checked={digest} onChange={(e) => setDigest(e.target.checked)} />}
          label="Send each counsellor a morning digest"
        />
        {digest ? (
          <TextField
            id="pipeline-digest-at"
            label="At (Hyderabad time)"
            type="time"
            value={digestAt}
            onChange={(e) => setDigestAt(e.target.value)}
            error={errors.digestAt !== undefined}
            helperText={errors.digestAt ?? 'Their overdue and due-today tasks and the late first calls, once a day.'}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ) : null}
      </Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        Saved WhatsApp messages
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Offered by the WhatsApp message button of a lead&apos;s drawer. {'{name}'} and {'{course}'} are filled from the lead.
      </Typography>
      {messages.map((m, i) => (
        <Box key={i} sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '180px 1fr auto' }, alignItems: 'start' }}>
          <TextField
            label={`Label ${i + 1}`}
            size="small"
            value={m.label}
            onChange={(e) => setMessage(i, { label: e.target.value })}
            error={errors[`whatsappMessages[${i}].label`] !== undefined}
            helperText={errors[`whatsappMessages[${i}].label`]}
            slotProps={{ htmlInput: { maxLength: WHATSAPP_LABEL_MAX } }}
          />
          <TextField
            label={`Message ${i + 1}`}
            size="small"
            multiline
            minRows={2}
            value={m.text}
            onChange={(e) => setMessage(i, { text: e.target.value })}
            error={errors[`whatsappMessages[${i}].text`] !== undefined}
            helperText={errors[`whatsappMessages[${i}].text`]}
            slotProps={{ htmlInput: { maxLength: WHATSAPP_TEXT_MAX } }}
          />
          <Button type="button" onClick={() => setMessages((all) => all.filter((_, j) => j !== i))} aria-label={`Remove message ${i + 1}`}>
            Remove
          </Button>
        </Box>
      ))}
      {errors.whatsappMessages ? (
        <Typography variant="body2" color="error" role="alert">
          {errors.whatsappMessages}
        </Typography>
      ) : null}
      <Box>
        <Button
          type="button"
          onClick={() => setMessages((all) => [...all, { label: '', text: 'Hello {name}, ' }])}
          disabled={messages.length >= WHATSAPP_MESSAGES_MAX}
        >
          Add a message
        </Button>
      </Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        Stages
      </Typography>
      <Typography variant="body2" color="text.secondary">
        A lead moves through these in order. New, Contacted, Enrolled and Lost always stay (rename them as you like); add the steps between.
        A stage a lead is at cannot be removed.
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }} aria-label="Stages">
        {stages.map((st, i) => (
          <Box
            component="li"
            key={st.id || `added-${i}`}
            sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) 140px auto' }, alignItems: 'start' }}
          >
            <TextField
              label={`Stage ${i + 1}`}
              size="small"
              value={st.label}
              onChange={(e) => setStage(i, { label: e.target.value })}
              error={errors[`stages[${i}].label`] !== undefined}
              helperText={errors[`stages[${i}].label`]}
              slotProps={{ htmlInput: { maxLength: STAGE_LABEL_MAX } }}
            />
            <TextField
              select
              label={`Colour of stage ${i + 1}`}
              size="small"
              value={st.color}
              onChange={(e) => setStage(i, { color: e.target.value })}
            >
              {STAGE_COLORS.map((c) => (
                <MenuItem key={c} value={c}>
                  <Box
                    component="span"
                    aria-hidden
                    sx={{ display: 'inline-block', width: 12, height: 12, borderRadius: '50%', bgcolor: c, mr: 1 }}
                  />
                  {COLOR_NAMES[c]}
                </MenuItem>
              ))}
            </TextField>
            <Box sx={{ display: 'flex', gap: 0.5 }}>
              {fixedPlace(st) ? null : (
                <>
                  <Button type="button" size="small" disabled={i <= 1} onClick={() => move(i, -1)} aria-label={`Move stage ${i + 1} up`}>
                    Up
                  </Button>
                  <Button
                    type="button"
                    size="small"
                    disabled={i >= stages.length - 3}
                    onClick={() => move(i, 1)}
                    aria-label={`Move stage ${i + 1} down`}
                  >
                    Down
                  </Button>
                </>
              )}
              {builtIn(st) ? null : (
                <Button
                  type="button"
                  size="small"
                  onClick={() => setStages((all) => all.filter((_, j) => j !== i))}
                  aria-label={`Remove stage ${i + 1}`}
                >
                  Remove
                </Button>
              )}
            </Box>
          </Box>
        ))}
      </Box>
      {errors.stages ? (
        <Typography variant="body2" color="error" role="alert">
          {errors.stages}
        </Typography>
      ) : null}
      <Box>
        <Button
          type="button"
          disabled={stages.length >= LEAD_STAGES_MAX}
          onClick={() =>
            // Before Enrolled and Lost.
            setStages((all) => [...all.slice(0, -2), { id: '', label: '', color: STAGE_COLORS[6] }, ...all.slice(-2)])
          }
        >
          Add a stage
        </Button>
      </Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        Lost reasons
      </Typography>
      <Typography variant="body2" color="text.secondary">
        A counsellor picks one when a lead is lost; the dashboard&apos;s funnel counts them. A lead keeps its reason when it leaves this
        list.
      </Typography>
      {reasons.map((r, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            label={`Reason ${i + 1}`}
            size="small"
            fullWidth
            value={r}
            onChange={(e) => setReasons((all) => all.map((x, j) => (j === i ? e.target.value : x)))}
            error={errors[`lostReasons[${i}]`] !== undefined}
            helperText={errors[`lostReasons[${i}]`]}
            slotProps={{ htmlInput: { maxLength: LOST_REASON_MAX } }}
          />
          <Button type="button" onClick={() => setReasons((all) => all.filter((_, j) => j !== i))} aria-label={`Remove reason ${i + 1}`}>
            Remove
          </Button>
        </Box>
      ))}
      {errors.lostReasons ? (
        <Typography variant="body2" color="error" role="alert">
          {errors.lostReasons}
        </Typography>
      ) : null}
      <Box>
        <Button type="button" onClick={() => setReasons((all) => [...all, ''])} disabled={reasons.length >= LOST_REASONS_MAX}>
          Add a reason
        </Button>
      </Box>
      <Box>
        <Button type="submit" variant="contained" disabled={isLoading}>
          {isLoading ? 'Saving...' : 'Save pipeline settings'}
        </Button>
      </Box>
    </FormColumn>
  );
}

import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { ValidationError } from 'yup';
import {
  DIGEST_AT_DEFAULT,
  leadPipelineSettingsSchema,
  LOST_REASON_MAX,
  LOST_REASONS_MAX,
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

const FIELDS = ['firstContactHours', 'digestAt', 'whatsappMessages', 'lostReasons'];
const fieldOf = (path: string) =>
  FIELDS.includes(path) || path.startsWith('whatsappMessages[') || path.startsWith('lostReasons[') ? path : null;

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

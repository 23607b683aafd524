import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { ValidationError } from 'yup';
import { ACCESS_LOG_MIN_MONTHS, retentionSchema, type RetentionDto, type RetentionInput, type RetentionRules } from '@contract';
import { useUpdateRetentionMutation } from '../api/settings-admin-api';
import { useSettingSave } from '../lib/use-setting-save';
import { FormColumn } from '@/shared/ui/form-parts';

type RuleKey = keyof RetentionRules;

/** Each rule's field: its label and what its months count from. */
const RULES: readonly { key: RuleKey; label: string; help: string }[] = [
  { key: 'callBackMonths', label: 'Enquiries (call back and demo)', help: 'Months after their last activity: a change or a note.' },
  { key: 'applicationMonths', label: 'Job applications and CVs', help: 'Months after the job closed.' },
  { key: 'workshopMonths', label: 'Workshop registrations', help: 'Months after the workshop.' },
  {
    key: 'accessLogMonths',
    label: 'Access log',
    help: `Who opened a lead, downloaded a CV or exported the leads: months after each entry, at least ${ACCESS_LOG_MIN_MONTHS}.`,
  },
];
const KEYS: readonly string[] = RULES.map((r) => r.key);

/** A message about `path` (the schema's or the server's) belongs to the rule of that name. */
const fieldOf = (path: string) => (KEYS.includes(path) ? path : null);

/**
 * How long personal data is kept (issue 42): months for each kind of record, which the daily job applies and the
 * privacy policy shows. Remounted (key) when the saved version changes.
 */
export function RetentionForm({ retention }: { retention: RetentionDto }) {
  const [values, setValues] = useState<Record<RuleKey, string>>(() => ({
    callBackMonths: String(retention.callBackMonths),
    applicationMonths: String(retention.applicationMonths),
    workshopMonths: String(retention.workshopMonths),
    accessLogMonths: String(retention.accessLogMonths),
  }));
  const [save, { isLoading }] = useUpdateRetentionMutation();
  const {
    errors,
    setErrors,
    submit: send,
  } = useSettingSave(save, {
    saved: 'Saved: the daily clean-up and the privacy policy now follow these rules.',
    failed: 'The retention rules could not be saved. Please try again.',
  });

  const submit = async () => {
    // The schema reads the months typed (an empty field is none) and says at its field what is wrong.
    const typed = Object.fromEntries(RULES.map(({ key }) => [key, values[key].trim() === '' ? undefined : values[key]]));
    let body: RetentionInput;
    try {
      body = await retentionSchema.validate(
        { ...typed, ...(retention.version > 0 ? { version: retention.version } : {}) },
        { abortEarly: false },
      );
    } catch (caught) {
      if (!(caught instanceof ValidationError)) throw caught;
      const found: Record<string, string> = {};
      for (const e of caught.inner) {
        const field = fieldOf(e.path ?? '');
        if (field) found[field] ??= e.message;
      }
      setErrors(found);
      return;
    }
    await send(body, {}, fieldOf);
  };

  return (
    <FormColumn
      onSubmit={(e) => {
        e?.preventDefault();
        void submit();
      }}
      label="How long we keep personal data"
      gap={2}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {RULES.map(({ key, label, help }) => (
          <TextField
            key={key}
            id={`retention-${key}`}
            label={label}
            type="number"
            required
            value={values[key]}
            onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
            error={errors[key] !== undefined}
            helperText={errors[key] ?? help}
            slotProps={{ htmlInput: { min: key === 'accessLogMonths' ? ACCESS_LOG_MIN_MONTHS : 1, max: 120, step: 1 } }}
          />
        ))}
      </Box>
      <Box>
        <Button type="submit" variant="contained" disabled={isLoading}>
          {isLoading ? 'Saving...' : 'Save retention rules'}
        </Button>
      </Box>
    </FormColumn>
  );
}

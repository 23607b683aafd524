import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { DEFAULT_LOST_REASONS } from '@contract';
import { useGetLeadPipelineSettingsQuery } from '@/entities/lead';

/** The reasons staff keep in Site settings → Leads pipeline (the seeded ones until the settings answer); asked only once `wanted`. */
export function useLostReasons(wanted = true): string[] {
  const { data } = useGetLeadPipelineSettingsQuery(undefined, { skip: !wanted });
  return data?.lostReasons ?? [...DEFAULT_LOST_REASONS];
}

export interface LostReasonDialogProps {
  /** Whom the question is about: a lead's name, or "3 leads". */
  who: string | null;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/**
 * Asked when a lead is set to Lost (issue 43): why, from the list staff keep. Nothing changes until a reason is
 * chosen and confirmed; Cancel keeps the lead as it was. Open while `who` is set.
 */
export function LostReasonDialog({ who, onCancel, onConfirm }: LostReasonDialogProps) {
  const reasons = useLostReasons(who !== null);
  const [reason, setReason] = useState('');
  const titleId = useId();
  const close = () => {
    setReason('');
    onCancel();
  };
  return (
    <Dialog open={who !== null} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Why was {who ?? 'the lead'} lost?</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          The reason is counted in the dashboard&apos;s funnel.
        </Typography>
        <RadioGroup aria-labelledby={titleId} value={reason} onChange={(e) => setReason(e.target.value)}>
          {reasons.map((r) => (
            <FormControlLabel key={r} value={r} control={<Radio />} label={r} />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button
          variant="contained"
          disabled={reason === ''}
          onClick={() => {
            setReason('');
            onConfirm(reason);
          }}
        >
          Mark as lost
        </Button>
      </DialogActions>
    </Dialog>
  );
}

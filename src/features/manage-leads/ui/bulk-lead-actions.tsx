import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LEAD_BULK_MAX } from '@contract';
import { assignableOwners, useBulkUpdateLeadsMutation, useGetLeadOwnersQuery, useLeadStages } from '@/entities/lead';
import { errorMessage } from '@/shared/api';
import { showToast } from '@/shared/lib/toast';
import { useLostReasons } from './lost-reason-dialog';

const plural = (n: number) => `${n} ${n === 1 ? 'lead' : 'leads'}`;
/** The owner select's value for "nobody". */
const UNASSIGNED = 'unassigned';

type Action = 'status' | 'owner';

/** "Set status" and "Assign owner" for the rows selected in the lead list, each confirmed with the count first. */
export function BulkLeadActions({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const [action, setAction] = useState<Action>('status');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [status, setStatus] = useState('');
  const [owner, setOwner] = useState('');
  const [lostReason, setLostReason] = useState('');
  const stages = useLeadStages(dialogOpen);
  const reasons = useLostReasons(dialogOpen && status === 'closed');
  const { data: admins = [] } = useGetLeadOwnersQuery(undefined);
  const [bulkUpdate, { isLoading }] = useBulkUpdateLeadsMutation();
  const titleId = useId();
  const count = ids.length;
  const tooMany = count > LEAD_BULK_MAX;

  const open = (next: Action) => {
    setStatus('');
    setOwner('');
    setLostReason('');
    setAction(next);
    setDialogOpen(true);
  };
  const close = () => setDialogOpen(false);
  // Losing leads asks why (issue 43).
  const chosen = action === 'status' ? status !== '' && (status !== 'closed' || lostReason !== '') : owner !== '';

  const apply = async () => {
    try {
      const change =
        action === 'status' ? { status, ...(status === 'closed' ? { lostReason } : {}) } : { ownerId: owner === UNASSIGNED ? null : owner };
      const { updated } = await bulkUpdate({ ids, ...change }).unwrap();
      close();
      showToast(`${plural(updated)} updated.`, 'success');
      onDone();
    } catch (error) {
      showToast(errorMessage(error, 'The leads could not be updated.'), 'error');
    }
  };

  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      role="toolbar"
      aria-label="Selected leads"
      sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }} aria-live="polite">
        {count > 0 ? `${count} selected` : 'Select leads to change several at once.'}
      </Typography>
      <Button variant="outlined" size="small" disabled={count === 0} onClick={() => open('status')}>
        Set status
      </Button>
      <Button variant="outlined" size="small" disabled={count === 0} onClick={() => open('owner')}>
        Assign owner
      </Button>
      <Dialog open={dialogOpen} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>
          {action === 'owner' ? `Assign an owner to ${plural(count)}` : `Set the status of ${plural(count)}`}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>
            {tooMany ? `Select at most ${LEAD_BULK_MAX} leads at a time.` : `The change applies to the ${plural(count)} you selected.`}
          </DialogContentText>
          {action === 'status' ? (
            <>
              <TextField select label="New status" value={status} onChange={(e) => setStatus(e.target.value)} sx={{ mt: 1 }}>
                {stages.map((st) => (
                  <MenuItem key={st.id} value={st.id}>
                    {st.label}
                  </MenuItem>
                ))}
              </TextField>
              {status === 'closed' ? (
                <TextField select label="Lost because" value={lostReason} onChange={(e) => setLostReason(e.target.value)} required>
                  {reasons.map((r) => (
                    <MenuItem key={r} value={r}>
                      {r}
                    </MenuItem>
                  ))}
                </TextField>
              ) : null}
            </>
          ) : (
            <TextField select label="New owner" value={owner} onChange={(e) => setOwner(e.target.value)} sx={{ mt: 1 }}>
              <MenuItem value={UNASSIGNED}>Unassigned</MenuItem>
              {assignableOwners(admins).map((a) => (
                <MenuItem key={a.id} value={a.id}>
                  {a.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button variant="contained" onClick={() => void apply()} disabled={!chosen || tooMany || isLoading}>
            {isLoading ? 'Updating...' : `Update ${plural(count)}`}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

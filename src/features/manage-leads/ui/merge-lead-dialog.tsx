import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LEAD_FORM_LABELS, type LeadDetailDto } from '@contract';
import { formatLeadTime, useGetLeadsQuery } from '@/entities/lead';
import { errorMessage } from '@/shared/api';
import { showToast } from '@/shared/lib/toast';
import { useMergeLeadPeopleMutation } from '../api/task-api';

/** How many leads one search offers. */
const RESULTS_SHOWN = 10;

export interface MergeLeadDialogProps {
  lead: LeadDetailDto;
  open: boolean;
  onClose: () => void;
}

/**
 * Merge this lead's person with another lead's (issue 43), for the enquiries the e-mail and phone rule did not
 * match: staff search by name, e-mail or phone, choose one and confirm. Nothing is merged until then.
 */
export function MergeLeadDialog({ lead, open, onClose }: MergeLeadDialogProps) {
  const titleId = useId();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState('');
  const [merge, { isLoading, error, reset }] = useMergeLeadPeopleMutation();
  const { data, isFetching } = useGetLeadsQuery(
    { search, page: 1, pageSize: RESULTS_SHOWN + 1 + lead.related.length },
    { skip: !open || search === '' },
  );
  const person = new Set([lead.id, ...lead.related.map((r) => r.id)]);
  const found = (data?.items ?? []).filter((l) => !person.has(l.id)).slice(0, RESULTS_SHOWN);
  const close = () => {
    setTyped('');
    setSearch('');
    setChosen('');
    reset();
    onClose();
  };
  const confirm = async () => {
    const result = await merge({ id: lead.id, otherLeadId: chosen, others: [...person].filter((id) => id !== lead.id) });
    if ('data' in result) {
      showToast("Merged: both people's leads are listed together now.", 'success');
      close();
    }
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Merge {lead.name} with another lead</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          For the same person writing from another e-mail or phone. Each enquiry stays as it was sent, and the merge can be undone.
        </Typography>
        <Box
          component="form"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            setChosen('');
            setSearch(typed.trim());
          }}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 2 }}
        >
          <TextField
            label="Name, e-mail or phone"
            size="small"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            sx={{ flex: 1, minWidth: 0 }}
          />
          <Button type="submit" variant="outlined" disabled={typed.trim() === ''}>
            Search
          </Button>
        </Box>
        {search !== '' && !isFetching && found.length === 0 ? (
          <Typography variant="body2">No other person&apos;s lead matches &ldquo;{search}&rdquo;.</Typography>
        ) : null}
        {found.length > 0 ? (
          <RadioGroup aria-label="Leads found" value={chosen} onChange={(e) => setChosen(e.target.value)}>
            {found.map((l) => (
              <FormControlLabel
                key={l.id}
                value={l.id}
                control={<Radio />}
                sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { pt: 0.5 } }}
                label={
                  <Box sx={{ overflowWrap: 'anywhere' }}>
                    <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                      {l.name}
                    </Typography>{' '}
                    <Typography variant="body2" component="span">
                      · {LEAD_FORM_LABELS[l.form] ?? l.form}: {l.interest}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {[l.email, `${l.countryCode} ${l.phone}`, formatLeadTime(l.createdAt)].filter(Boolean).join(' · ')}
                    </Typography>
                  </Box>
                }
              />
            ))}
          </RadioGroup>
        ) : null}
        {error ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {errorMessage(error, 'The leads could not be merged.')}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" disabled={chosen === '' || isLoading} onClick={() => void confirm()}>
          Merge
        </Button>
      </DialogActions>
    </Dialog>
  );
}

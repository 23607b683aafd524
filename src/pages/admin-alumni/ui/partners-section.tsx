import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ALUMNI_LIMITS, type HiringPartnerDto } from '@contract';
import { SampleChip, useAddHiringPartnerMutation, useGetHiringPartnersQuery, useRemoveHiringPartnerMutation } from '@/entities/alumni';
import { fieldsNamed, splitSaveError } from '@/shared/lib/save-error';
import { showToast } from '@/shared/lib/toast';
import { RowButton } from '@/shared/ui/admin-list';
import { InlineForm } from '@/shared/ui/form-parts';
import { ConfirmDialog, toastOutcome } from '@/shared/ui/confirm-dialog';

const toField = fieldsNamed(['name']);

/** The hiring partners shown on the home page: add one by name, remove one (with confirmation). */
export function PartnersSection() {
  const { data: partners = [], isError } = useGetHiringPartnersQuery(undefined);
  const [add, { isLoading: adding }] = useAddHiringPartnerMutation();
  const [remove, { isLoading: removing }] = useRemoveHiringPartnerMutation();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [pending, setPending] = useState<HiringPartnerDto | null>(null);

  const submit = async () => {
    setNameError(null);
    if (name.trim() === '') {
      setNameError('Company name is required.');
      return;
    }
    try {
      await add({ name }).unwrap();
      setName('');
      showToast('Hiring partner added.', 'success');
    } catch (error) {
      const parts = splitSaveError(error, toField, 'Failed to add the hiring partner.');
      setNameError(parts.fieldErrors.name ?? parts.message);
    }
  };

  const confirmRemove = async () => {
    if (!pending) return;
    await toastOutcome(remove(pending._id).unwrap(), 'Hiring partner removed.', 'Failed to remove the hiring partner.');
    setPending(null);
  };

  return (
    <Paper component="section" aria-labelledby="partners-heading" variant="outlined" sx={{ p: { xs: 2, md: 3 }, mt: 4 }}>
      <Typography id="partners-heading" variant="h2" component="h2" sx={{ mb: 1 }}>
        Hiring partners
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Shown by name on the home page. Sample names are labelled as samples there.
      </Typography>
      <InlineForm onSubmit={() => void submit()} sx={{ mb: 2 }}>
        <TextField
          id="partner-name"
          label="Company name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={nameError !== null}
          helperText={nameError ?? `Up to ${ALUMNI_LIMITS.partner} characters`}
          sx={{ flex: '1 1 260px', maxWidth: 420 }}
        />
        <Button type="submit" variant="contained" disabled={adding} sx={{ mt: 1 }}>
          {adding ? 'Adding...' : 'Add partner'}
        </Button>
      </InlineForm>
      {isError ? (
        <Typography color="error" role="alert">
          The hiring partners could not be loaded. Please refresh the page.
        </Typography>
      ) : partners.length === 0 ? (
        <Typography color="text.secondary">No hiring partners yet. Add the first one.</Typography>
      ) : (
        <Box component="ul" aria-label="Hiring partners" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {partners.map((partner) => (
            <Box
              component="li"
              key={partner._id}
              sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.5, borderBottom: '1px solid', borderColor: 'divider' }}
            >
              <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>{partner.name}</Typography>
              {partner.sample ? <SampleChip /> : null}
              <RowButton danger label={`Remove ${partner.name}`} onClick={() => setPending(partner)}>
                Remove
              </RowButton>
            </Box>
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={pending !== null}
        id="remove-partner"
        title="Remove hiring partner"
        confirmLabel="Remove"
        busyLabel="Removing..."
        busy={removing}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirmRemove()}
      >
        Remove {pending ? `"${pending.name}"` : 'this company'} from the hiring partners on the home page?
      </ConfirmDialog>
    </Paper>
  );
}

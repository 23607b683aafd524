import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ALUMNI_LIMITS, type HiringPartnerDto } from '@contract';
import {
  SampleChip,
  useAddHiringPartnerMutation,
  useGetHiringPartnersQuery,
  useRemoveHiringPartnerMutation,
  useSetHiringPartnerLogoMutation,
} from '@/entities/alumni';
import { PictureField } from '@/features/upload-picture';
import { fieldsNamed, splitSaveError } from '@/shared/lib/save-error';
import { showToast } from '@/shared/lib/toast';
import { RowButton } from '@/shared/ui/admin-list';
import { InlineForm } from '@/shared/ui/form-parts';
import { ConfirmDialog, toastOutcome } from '@/shared/ui/confirm-dialog';
import { FormDialog } from '@/shared/ui/form-dialog';

const toField = fieldsNamed(['name']);
const toLogoField = fieldsNamed(['logo']);

/** A partner's logo: upload one (its text alternative is the company's name) or remove it to show the name. */
function LogoDialog({ partner, onClose }: { partner: HiringPartnerDto; onClose: () => void }) {
  const [setLogo, { isLoading }] = useSetHiringPartnerLogoMutation();
  const [logo, setLogoPath] = useState(partner.logo);
  const [failure, setFailure] = useState<string | null>(null);
  const [logoError, setLogoError] = useState<string | undefined>(undefined);
  const save = async () => {
    setFailure(null);
    setLogoError(undefined);
    try {
      await setLogo({ id: partner._id, logo }).unwrap();
      showToast(logo ? 'Logo saved.' : 'Logo removed: the name is shown.', 'success');
      onClose();
    } catch (error) {
      const parts = splitSaveError(error, toLogoField, 'Failed to save the logo.');
      setLogoError(parts.fieldErrors.logo);
      setFailure(parts.fieldErrors.logo ? null : parts.message);
    }
  };
  return (
    <FormDialog
      id="partner-logo"
      title={`Logo of ${partner.name}`}
      maxWidth="sm"
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      submitting={isLoading}
      submitLabel="Save logo"
      failure={failure}
    >
      <PictureField
        id="partner-logo-upload"
        label="Logo"
        value={logo}
        onChange={setLogoPath}
        previewAlt={`Logo of ${partner.name}`}
        emptyText="No logo: the home page shows the name."
        aspectRatio="1 / 1"
        removable
        error={logoError}
      />
    </FormDialog>
  );
}

/** The hiring partners shown on the home page: add one by name, remove one (with confirmation). */
export function PartnersSection() {
  const { data: partners = [], isError } = useGetHiringPartnersQuery(undefined);
  const [add, { isLoading: adding }] = useAddHiringPartnerMutation();
  const [remove, { isLoading: removing }] = useRemoveHiringPartnerMutation();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [pending, setPending] = useState<HiringPartnerDto | null>(null);
  const [logoOf, setLogoOf] = useState<HiringPartnerDto | null>(null);

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
        Shown on the home page by their logo, or by name when they have none. Sample names are labelled as samples there.
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
              {partner.logo ? (
                <Box component="img" src={partner.logo} alt="" sx={{ width: 40, height: 40, objectFit: 'contain', flexShrink: 0 }} />
              ) : null}
              <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>{partner.name}</Typography>
              {partner.sample ? <SampleChip /> : null}
              <RowButton label={`Logo of ${partner.name}`} onClick={() => setLogoOf(partner)}>
                Logo
              </RowButton>
              <RowButton danger label={`Remove ${partner.name}`} onClick={() => setPending(partner)}>
                Remove
              </RowButton>
            </Box>
          ))}
        </Box>
      )}
      {logoOf ? <LogoDialog key={logoOf._id} partner={logoOf} onClose={() => setLogoOf(null)} /> : null}
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

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import CallIcon from '@mui/icons-material/Call';
import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import type { LeadDto } from '@contract';
import { leadMailHref, leadTelHref, leadWhatsAppHref } from '../lib/contact';

/** Call, WhatsApp and e-mail the lead: links a counsellor's phone or computer opens directly. */
export function LeadContactActions({ lead }: { lead: Pick<LeadDto, 'name' | 'countryCode' | 'phone' | 'email'> }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button
        component="a"
        href={leadTelHref(lead)}
        variant="contained"
        size="small"
        startIcon={<CallIcon aria-hidden />}
        aria-label={`Call ${lead.name} on ${lead.countryCode} ${lead.phone}`}
      >
        Call
      </Button>
      <Button
        component="a"
        href={leadWhatsAppHref(lead)}
        target="_blank"
        rel="noopener noreferrer"
        variant="outlined"
        size="small"
        startIcon={<WhatsAppIcon aria-hidden />}
        aria-label={`WhatsApp ${lead.name} (opens in a new tab)`}
      >
        WhatsApp
      </Button>
      {/* A brochure request leaves a phone number only (docs/product.md §2, course brochure): no e-mail to write to. */}
      {lead.email ? (
        <Button
          component="a"
          href={leadMailHref(lead)}
          variant="outlined"
          size="small"
          startIcon={<MailOutlineIcon aria-hidden />}
          aria-label={`E-mail ${lead.name} at ${lead.email}`}
        >
          E-mail
        </Button>
      ) : null}
    </Stack>
  );
}

import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import CallIcon from '@mui/icons-material/Call';
import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import type { LeadDto } from '@contract';
import { leadMailHref, leadTelHref, leadWhatsAppHref } from '../lib/contact';

interface ContactAction {
  label: string;
  /** What a screen reader says: whom the link reaches, and how. */
  name: string;
  href: string;
  icon: ReactNode;
  /** Opens in a new tab (WhatsApp's web page). */
  newTab?: boolean;
}

/** Call, WhatsApp and e-mail the lead: links a counsellor's phone or computer opens directly. */
export function LeadContactActions({ lead }: { lead: Pick<LeadDto, 'name' | 'countryCode' | 'phone' | 'email'> }) {
  const actions: ContactAction[] = [
    {
      label: 'Call',
      name: `Call ${lead.name} on ${lead.countryCode} ${lead.phone}`,
      href: leadTelHref(lead),
      icon: <CallIcon aria-hidden />,
    },
    {
      label: 'WhatsApp',
      name: `WhatsApp ${lead.name} (opens in a new tab)`,
      href: leadWhatsAppHref(lead),
      icon: <WhatsAppIcon aria-hidden />,
      newTab: true,
    },
  ];
  // A brochure request leaves a phone number only (docs/product.md §2, course brochure): no e-mail to write to.
  if (lead.email) {
    actions.push({
      label: 'E-mail',
      name: `E-mail ${lead.name} at ${lead.email}`,
      href: leadMailHref(lead),
      icon: <MailOutlineIcon aria-hidden />,
    });
  }
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {actions.map(({ label, name, href, icon, newTab }, i) => (
        <Button
          key={label}
          component="a"
          href={href}
          {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          // The first way (a call) is the one to try first.
          variant={i === 0 ? 'contained' : 'outlined'}
          size="small"
          startIcon={icon}
          aria-label={name}
        >
          {label}
        </Button>
      ))}
    </Stack>
  );
}

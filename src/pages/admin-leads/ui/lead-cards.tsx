import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CallIcon from '@mui/icons-material/Call';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { istDay, type LeadDto, LEAD_FLAG_LABELS } from '@contract';
import { formatLeadDay, leadStatusLabel, leadTelHref, leadWhatsAppHref, useLeadStages } from '@/entities/lead';
import { Pager } from '@/shared/ui/pager';
import { BRAND } from '@/shared/ui/theme';

export interface LeadCardsProps {
  leads: readonly LeadDto[];
  onOpen: (id: string) => void;
  /** Pages count from 0, as the grid's do. */
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  loading: boolean;
}

/**
 * The inbox on a phone (issue 38): one card per lead with what a counsellor calls about (name, course,
 * status, next follow-up) and Call and WhatsApp at hand; tapping the name opens the lead's drawer.
 */
export function LeadCards({ leads, onOpen, page, totalPages, onPage, loading }: LeadCardsProps) {
  const stages = useLeadStages();
  const today = istDay(new Date());
  if (!loading && leads.length === 0) return <Typography color="text.secondary">No leads match these filters.</Typography>;
  return (
    <>
      <Box component="ul" aria-label="Leads" aria-busy={loading} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {leads.map((lead) => {
          const due = lead.followUpOn !== null && lead.followUpOn <= today;
          return (
            <Paper component="li" variant="outlined" key={lead.id} sx={{ p: 2, position: 'relative' }}>
              {/* The name is the button (its accessible name says what it opens); its ::after stretches over the
                  card so a tap anywhere on it opens the drawer, while Call and WhatsApp sit above it. */}
              <ButtonBase
                onClick={() => onOpen(lead.id)}
                aria-label={`Open ${lead.name}`}
                sx={{
                  display: 'block',
                  textAlign: 'left',
                  borderRadius: 1,
                  fontWeight: 700,
                  color: BRAND.navy,
                  overflowWrap: 'anywhere',
                  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 1 },
                  '&.Mui-focusVisible::after': { outline: `3px solid ${BRAND.saffronLight}`, outlineOffset: -3 },
                }}
              >
                {lead.name}
              </ButtonBase>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {lead.session ? `${lead.interest} (${lead.session})` : lead.interest}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
                <Chip size="small" label={leadStatusLabel(lead.status, stages)} />
                {lead.followUpOn ? <Typography variant="body2">Follow-up {formatLeadDay(lead.followUpOn)}</Typography> : null}
                {due ? <Chip size="small" color="warning" label="Due" /> : null}
                {lead.waitlist ? <Chip size="small" color="primary" variant="outlined" label="Waitlist" /> : null}
                {lead.flag ? <Chip size="small" color="warning" variant="outlined" label={LEAD_FLAG_LABELS[lead.flag]} /> : null}
              </Box>
              <Box sx={{ display: 'flex', gap: 1, mt: 1.5, position: 'relative', zIndex: 1 }}>
                <Button
                  size="small"
                  variant="contained"
                  href={leadTelHref(lead)}
                  startIcon={<CallIcon aria-hidden />}
                  aria-label={`Call ${lead.name} on ${lead.countryCode} ${lead.phone}`}
                >
                  Call
                </Button>
                <Button
                  size="small"
                  variant="outlined"
                  href={leadWhatsAppHref(lead)}
                  target="_blank"
                  rel="noopener noreferrer"
                  startIcon={<WhatsAppIcon aria-hidden />}
                  aria-label={`WhatsApp ${lead.name} (opens in a new tab)`}
                >
                  WhatsApp
                </Button>
              </Box>
            </Paper>
          );
        })}
      </Box>
      <Pager page={page + 1} totalPages={totalPages} onChange={(p) => onPage(p - 1)} label="Lead pages" />
    </>
  );
}

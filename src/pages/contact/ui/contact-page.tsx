import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AccessTime from '@mui/icons-material/AccessTime';
import Email from '@mui/icons-material/Email';
import MapIcon from '@mui/icons-material/Map';
import Phone from '@mui/icons-material/Phone';
import Place from '@mui/icons-material/Place';
import { STATIC_PAGE_META } from '@contract';
import { telHref } from '@/shared/config';
import { LeadForm } from '@/features/submit-lead';
import { PageHead } from '@/shared/ui/page-head';
import { PageBand } from '@/shared/ui/page-band';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { CampusMap } from './campus-map';
import { useSiteFacts } from '@/shared/lib/contact-links';

const rowSx = { display: 'flex', gap: 2, alignItems: 'flex-start', py: 2, borderBottom: '1px solid', borderColor: 'divider' } as const;
const iconSx = { color: 'secondary.main', mt: '2px' } as const;

/** One way to reach the institute: its icon, its name as a heading and the details under it; a line below all but the last. */
function ContactRow({ Icon, title, last = false, children }: { Icon: typeof Place; title: string; last?: boolean; children: ReactNode }) {
  return (
    <Box sx={last ? { ...rowSx, borderBottom: 0 } : rowSx}>
      <Icon sx={iconSx} aria-hidden />
      <Box>
        <Typography variant="h4" component="h3">
          {title}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}

/** /contact-us: how to reach the institute, and the call-back form. */
export function ContactPage() {
  const site = useSiteFacts();
  const a = site.address;
  return (
    <>
      <PageHead meta={STATIC_PAGE_META.contact} />
      <PageBand title="Contact Us">
        Questions about a course, batch timings, fees or placements? Visit our centre in {site.area}, call us, or leave your number and a
        counsellor will call you back.
      </PageBand>
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 8 }, display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Box component="section" aria-labelledby="contact-details-heading">
          <Typography id="contact-details-heading" variant="h2" component="h2" sx={{ mb: 1 }}>
            Visit or Call Us
          </Typography>
          <ContactRow Icon={Place} title="Address">
            <Box component="address" sx={{ fontStyle: 'normal', color: 'text.secondary', mt: 0.5 }}>
              {site.legalName}
              <br />
              {a.street}
              <br />
              {a.locality}, {a.region} {a.postalCode}
            </Box>
          </ContactRow>
          <ContactRow Icon={MapIcon} title="Directions">
            <Link href={site.mapUrl} target="_blank" rel="noopener noreferrer">
              Open the map to {site.area}
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Link>
            {site.directions ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {site.directions}
              </Typography>
            ) : null}
          </ContactRow>
          <ContactRow Icon={Phone} title="Phone">
            {site.phones.map((p) => (
              <Box key={p}>
                <Link href={telHref(p)}>{p}</Link>
              </Box>
            ))}
          </ContactRow>
          <ContactRow Icon={Email} title="E-mail">
            <Link href={`mailto:${site.email}`}>{site.email}</Link>
          </ContactRow>
          <ContactRow Icon={AccessTime} title="Office Hours" last>
            {/* One source with the organisation's structured data (docs/product.md §1: office hours). */}
            <Typography color="text.secondary">{site.openingHours}</Typography>
            <Typography variant="body2" color="text.secondary">
              {site.closedText} and on public holidays.
            </Typography>
          </ContactRow>
        </Box>
        <Paper component="section" aria-labelledby="call-back-heading" variant="outlined" sx={{ p: { xs: 3, md: 4 }, alignSelf: 'start' }}>
          <Typography id="call-back-heading" variant="h2" component="h2" sx={{ mb: 1 }}>
            Request a Call Back
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Leave your details and a course counsellor will call you within one working day.
          </Typography>
          <LeadForm idPrefix="contact" />
        </Paper>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <CampusMap />
        </Box>
      </Container>
    </>
  );
}

import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { privateMeta, PRIVACY_LINK_TTL_MS, PRIVACY_REQUEST_DAYS_DEFAULT, ROUTES } from '@contract';
import { PageBand } from '@/shared/ui/page-band';
import { PageHead } from '@/shared/ui/page-head';
import { LinkRequestForm } from './link-request-form';

const RIGHTS = [
  'See what we hold about you, and download it as a file.',
  'Correct your name, e-mail address or phone number.',
  'Stop our news and offers: withdraw the consent you gave for them.',
  'Ask us to erase your data.',
  'Name a nominee: someone who may use these rights for you if you die or cannot act yourself.',
];

/**
 * /your-data (issue 42, India's DPDP Act 2023): the rights of a person whose data we hold, and the form that mails
 * them a link to their data.
 */
export function YourDataPage() {
  return (
    <>
      <PageHead
        meta={privateMeta(
          'Your data',
          'See, download, correct or erase the personal data ITX holds about you, and withdraw your consent.',
          ROUTES.yourData,
        )}
      />
      <PageBand title="Your data">
        See what we hold about you and use your rights under India’s Digital Personal Data Protection Act, 2023.
      </PageBand>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }}>
        <Box sx={{ display: 'grid', gap: { xs: 4, md: 8 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
          <Box component="section" aria-labelledby="your-data-rights">
            <Typography id="your-data-rights" variant="h2" component="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
              What you can do
            </Typography>
            <Typography>With the link we send you, you can:</Typography>
            <Box component="ul" sx={{ mt: 1, pl: 3, '& li': { mb: 1 } }}>
              {RIGHTS.map((right) => (
                <li key={right}>{right}</li>
              ))}
            </Box>
            <Typography sx={{ mt: 2 }}>
              We answer every request within {PRIVACY_REQUEST_DAYS_DEFAULT} days. The link is sent to the e-mail address we have for you,
              works once, and opens your data for {PRIVACY_LINK_TTL_MS / 60_000} minutes.
            </Typography>
            <Typography sx={{ mt: 2 }}>
              Not happy with our answer? Our grievance officer’s details are on the{' '}
              <Link component={RouterLink} to={ROUTES.contact}>
                contact page
              </Link>{' '}
              and in our{' '}
              <Link component={RouterLink} to={`${ROUTES.privacy}#privacy-contact`}>
                privacy policy
              </Link>
              .
            </Typography>
          </Box>
          <Paper component="section" aria-labelledby="your-data-link" elevation={3} sx={{ p: { xs: 3, md: 4 } }}>
            <Typography id="your-data-link" variant="h2" component="h2" sx={{ fontSize: '1.5rem', mb: 1 }}>
              Get a link to your data
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              Enter the e-mail address or phone number you gave us in one of our forms.
            </Typography>
            <LinkRequestForm />
          </Paper>
        </Box>
      </Container>
    </>
  );
}

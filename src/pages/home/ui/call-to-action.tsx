import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@contract';
import { useSiteCopy } from '@/entities/site';
import { BRAND } from '@/shared/ui/theme';

/** The closing call to action of the home page (docs/product.md §1, §2): both buttons go to /enrollnow. */
export function CallToAction() {
  const copy = useSiteCopy();
  return (
    <Box component="section" aria-labelledby="cta-heading" sx={{ py: { xs: 6, md: 8 }, bgcolor: BRAND.navy }}>
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography id="cta-heading" variant="h2" component="h2" sx={{ color: BRAND.white, mb: 2 }}>
          {copy?.homeCtaTitle}
        </Typography>
        {/* Staff's text: a blank line between paragraphs shows as one. */}
        <Typography sx={{ color: BRAND.onDark.muted, mb: 4, fontSize: '1.1rem', whiteSpace: 'pre-line' }}>{copy?.homeCtaText}</Typography>
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={ROUTES.enroll} variant="contained" color="secondary" size="large">
            Get In Touch
          </Button>
          <Button
            component={RouterLink}
            to={ROUTES.enroll}
            variant="outlined"
            size="large"
            sx={{ color: BRAND.white, borderColor: BRAND.white, '&:hover': { borderColor: BRAND.white, bgcolor: BRAND.onDark.fill } }}
          >
            Start Your Journey
          </Button>
        </Box>
      </Container>
    </Box>
  );
}

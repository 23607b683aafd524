import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@contract';
import { useGetCoursesQuery } from '@/entities/course';
import { COPYRIGHT_YEAR, telHref } from '@/shared/config';
import { BRAND } from '@/shared/ui/theme';
import { useSiteFacts } from '@/shared/lib/contact-links';

const linkSx = { color: BRAND.onDark.muted, display: 'inline-block', py: 0.5, textDecorationColor: BRAND.onDark.faint } as const;

/** Footer of docs/product.md §1: Hyderabad address, one e-mail, two phone numbers, the courses on sale, copyright 2025. */
export function Footer() {
  const site = useSiteFacts();
  const a = site.address;
  const { data: courses } = useGetCoursesQuery(undefined);
  // Until the catalogue is there (or when it cannot be loaded), one link to the course list stands in for it.
  const links =
    courses && courses.length > 0
      ? courses.map((c) => ({ key: c.slug, label: c.title, to: ROUTES.course(c.slug) }))
      : [{ key: 'all', label: 'All Courses', to: ROUTES.courses }];
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.dark', color: BRAND.white, pt: 6, pb: 3 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography component="h2" variant="h4" gutterBottom sx={{ color: BRAND.white }}>
              {site.legalName}
            </Typography>
            <Typography sx={{ color: BRAND.onDark.muted }}>{site.tagline}.</Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Typography component="h2" variant="h4" gutterBottom sx={{ color: BRAND.white }}>
              Contact
            </Typography>
            <Box component="address" sx={{ fontStyle: 'normal', color: BRAND.onDark.muted, lineHeight: 1.7 }}>
              {a.street}, {a.locality}, {a.region} {a.postalCode}
              <br />
              <Link href={`mailto:${site.email}`} sx={linkSx}>
                {site.email}
              </Link>
              <br />
              {site.phones.map((p) => (
                <span key={p}>
                  <Link href={telHref(p)} sx={linkSx}>
                    {p}
                  </Link>
                  <br />
                </span>
              ))}
            </Box>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Typography component="h2" variant="h4" gutterBottom sx={{ color: BRAND.white }}>
              Courses
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {links.map((c) => (
                <li key={c.key}>
                  <Link component={RouterLink} to={c.to} sx={linkSx}>
                    {c.label}
                  </Link>
                </li>
              ))}
            </Box>
          </Grid>
        </Grid>
        <Box
          sx={{
            borderTop: `1px solid ${BRAND.onDark.line}`,
            mt: 4,
            pt: 2,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="body2" sx={{ color: BRAND.onDark.muted }}>
            © {COPYRIGHT_YEAR} {site.legalName}. All rights reserved.
          </Typography>
          <Link component={RouterLink} to={ROUTES.privacy} variant="body2" sx={linkSx}>
            Privacy Policy
          </Link>
        </Box>
      </Container>
    </Box>
  );
}

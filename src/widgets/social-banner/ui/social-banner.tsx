import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import AlternateEmailIcon from '@mui/icons-material/AlternateEmail';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import type { SocialNetwork } from '@contract';
import { BRAND } from '@/shared/ui/theme';
import { useSiteFacts } from '@/shared/lib/contact-links';

const ICONS = {
  Instagram: InstagramIcon,
  X: XIcon,
  Threads: AlternateEmailIcon,
  Facebook: FacebookIcon,
  LinkedIn: LinkedInIcon,
  YouTube: YouTubeIcon,
} as const satisfies Record<SocialNetwork, unknown>;

/** 'Follow our Social Networks' (docs/product.md §1): five profiles, each in a new tab. */
export function SocialBanner() {
  const site = useSiteFacts();
  return (
    <Box component="section" aria-labelledby="social-heading" sx={{ bgcolor: 'primary.main', color: BRAND.white, py: 4 }}>
      <Container maxWidth="lg" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Box>
          <Typography id="social-heading" component="h2" variant="h3" sx={{ color: BRAND.white }}>
            Follow our Social Networks
          </Typography>
          <Typography sx={{ color: BRAND.onDark.muted }}>Stay in contact and check us to get Latest Updates</Typography>
        </Box>
        <Box component="ul" sx={{ display: 'flex', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
          {site.social.map((s) => {
            const Icon = ICONS[s.name];
            return (
              <li key={s.name}>
                <IconButton
                  component="a"
                  href={s.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${s.name} (opens in a new tab)`}
                  sx={{
                    color: BRAND.white,
                    border: `1px solid ${BRAND.onDark.outline}`,
                    '&:focus-visible': { outline: `3px solid ${BRAND.saffronLight}` },
                  }}
                >
                  <Icon />
                </IconButton>
              </li>
            );
          })}
        </Box>
      </Container>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Explore from '@mui/icons-material/Explore';
import Construction from '@mui/icons-material/Construction';
import AssignmentInd from '@mui/icons-material/AssignmentInd';
import RocketLaunch from '@mui/icons-material/RocketLaunch';
import { itemsOf } from '@contract';
import { useSiteCopy } from '@/entities/site';
import { cardGridSx, SectionTitle, useStaggeredReveal } from '@/shared/ui/section-parts';
import { BRAND } from '@/shared/ui/theme';

/** One icon per step, in the steps' order (the texts are staff's: Site settings, page texts). */
const ICONS = [Explore, Construction, AssignmentInd, RocketLaunch] as const;

/** The four-step journey (docs/product.md §1); it animates in once, when 40% of it is visible (docs/product.md §4). */
export function Journey() {
  const { ref, shown, itemSx } = useStaggeredReveal<HTMLDivElement>(0.4);
  const copy = useSiteCopy();
  return (
    <Box component="section" aria-labelledby="journey-heading" sx={{ py: { xs: 6, md: 8 }, bgcolor: 'primary.dark', color: BRAND.white }}>
      <Container maxWidth="lg" ref={ref} data-testid="journey" data-animated={shown ? 'true' : 'false'}>
        <SectionTitle
          id="journey-heading"
          title="Your Journey with ITX"
          intro={copy?.homeJourneyIntro ?? ''}
          introWidth={640}
          introGap={5}
          onDark
        />
        <Box component="ol" sx={cardGridSx(4)}>
          {itemsOf(copy?.homeJourneySteps ?? '').map(({ title, text }, i) => {
            const Icon = ICONS[i % ICONS.length] ?? Explore;
            return (
              <Box
                component="li"
                key={i}
                sx={{
                  p: 3,
                  borderRadius: 2,
                  bgcolor: BRAND.onDark.fillSubtle,
                  border: `1px solid ${BRAND.onDark.line}`,
                  ...itemSx(i, { from: 'translateX(-24px)', duration: 600, step: 200 }),
                }}
              >
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
                  <Icon aria-hidden sx={{ color: BRAND.saffronLight, fontSize: 36 }} />
                  <Typography component="span" sx={{ color: BRAND.onDark.highlight, fontWeight: 800 }}>
                    Step {i + 1}
                  </Typography>
                </Box>
                <Typography variant="h4" component="h3" sx={{ mb: 1, color: BRAND.white }}>
                  {title}
                </Typography>
                <Typography sx={{ color: BRAND.onDark.muted }}>{text}</Typography>
              </Box>
            );
          })}
        </Box>
      </Container>
    </Box>
  );
}

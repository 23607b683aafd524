import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Explore from '@mui/icons-material/Explore';
import Construction from '@mui/icons-material/Construction';
import AssignmentInd from '@mui/icons-material/AssignmentInd';
import RocketLaunch from '@mui/icons-material/RocketLaunch';
import { cardGridSx, SectionTitle, useStaggeredReveal } from '@/shared/ui/section-parts';
import { BRAND } from '@/shared/ui/theme';

export const JOURNEY_STEPS = [
  {
    title: 'Chart Your Success Story',
    text: 'A counsellor maps your strengths and goals to a course and a target role, and sets milestones for every month.',
    Icon: Explore,
  },
  {
    title: 'Learn & Build',
    text: 'Live classes, daily labs and weekly projects turn concepts into skills, with trainers reviewing your work.',
    Icon: Construction,
  },
  {
    title: 'Career Readiness',
    text: 'Resume clinics, aptitude practice, communication coaching and mock interviews with hiring managers.',
    Icon: AssignmentInd,
  },
  {
    title: 'Career Launch',
    text: 'Internship drives and referrals to our partner companies, with support until you accept your offer.',
    Icon: RocketLaunch,
  },
] as const;

/** The four-step journey (docs/product.md §1); it animates in once, when 40% of it is visible (docs/product.md §4). */
export function Journey() {
  const { ref, shown, itemSx } = useStaggeredReveal<HTMLDivElement>(0.4);
  return (
    <Box component="section" aria-labelledby="journey-heading" sx={{ py: { xs: 6, md: 8 }, bgcolor: 'primary.dark', color: BRAND.white }}>
      <Container maxWidth="lg" ref={ref} data-testid="journey" data-animated={shown ? 'true' : 'false'}>
        <SectionTitle
          id="journey-heading"
          title="Your Journey with ITX"
          intro="From the first conversation to the first pay cheque, in four steps."
          introWidth={640}
          introGap={5}
          onDark
        />
        <Box component="ol" sx={cardGridSx(4)}>
          {JOURNEY_STEPS.map(({ title, text, Icon }, i) => (
            <Box
              component="li"
              key={title}
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
          ))}
        </Box>
      </Container>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Explore from '@mui/icons-material/Explore';
import Construction from '@mui/icons-material/Construction';
import AssignmentInd from '@mui/icons-material/AssignmentInd';
import RocketLaunch from '@mui/icons-material/RocketLaunch';
import { useInView, useReducedMotion } from '@/shared/lib/motion';
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
  const [ref, seen] = useInView<HTMLDivElement>({ threshold: 0.4, once: true });
  const reducedMotion = useReducedMotion();
  const shown = seen || reducedMotion;
  return (
    <Box component="section" aria-labelledby="journey-heading" sx={{ py: { xs: 6, md: 8 }, bgcolor: 'primary.dark', color: BRAND.white }}>
      <Container maxWidth="lg" ref={ref} data-testid="journey" data-animated={shown ? 'true' : 'false'}>
        <Typography id="journey-heading" variant="h2" component="h2" sx={{ textAlign: 'center', mb: 1, color: BRAND.white }}>
          Your Journey with ITX
        </Typography>
        <Typography sx={{ textAlign: 'center', mb: 5, color: BRAND.onDark.muted, maxWidth: 640, mx: 'auto' }}>
          From the first conversation to the first pay cheque, in four steps.
        </Typography>
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          }}
        >
          {JOURNEY_STEPS.map(({ title, text, Icon }, i) => (
            <Box
              component="li"
              key={title}
              sx={{
                p: 3,
                borderRadius: 2,
                bgcolor: BRAND.onDark.fillSubtle,
                border: `1px solid ${BRAND.onDark.line}`,
                opacity: shown ? 1 : 0,
                transform: shown ? 'none' : 'translateX(-24px)',
                transition: reducedMotion ? 'none' : `opacity 600ms ease ${i * 200}ms, transform 600ms ease ${i * 200}ms`,
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

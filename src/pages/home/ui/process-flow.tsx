import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { cardGridSx, SectionTitle, useStaggeredReveal } from '@/shared/ui/section-parts';
import { BRAND } from '@/shared/ui/theme';

export const PROCESS_STEPS = [
  { title: 'Free Career Counselling', text: 'Talk to a counsellor about your background and goals, and get an honest recommendation.' },
  { title: 'Choose Your Track', text: 'Pick a course and a classroom, online or weekend batch that fits around your day.' },
  { title: 'Learn from Practitioners', text: 'Live sessions with trainers who build software and analyse data for a living.' },
  { title: 'Build Real Projects', text: 'Weekly assignments, code reviews and a capstone you can show any employer.' },
  { title: 'Prepare for Interviews', text: 'Resume and LinkedIn reviews, aptitude practice and mock interviews with feedback.' },
  { title: 'Get Placed', text: 'Internship drives and referrals to our hiring partners until you land the role.' },
] as const;

/** 'Navigate with ITX' (docs/product.md §1): six steps that animate in, the first time 20% of the section is visible (docs/product.md §4). */
export function ProcessFlow() {
  const { ref, shown, itemSx } = useStaggeredReveal<HTMLDivElement>(0.2);
  return (
    <Box component="section" aria-labelledby="process-flow-heading" sx={{ py: { xs: 6, md: 8 }, bgcolor: BRAND.surface }}>
      <Container maxWidth="lg" ref={ref} data-testid="process-flow" data-animated={shown ? 'true' : 'false'}>
        <SectionTitle
          id="process-flow-heading"
          title="Navigate with ITX"
          intro="Six clear steps from your first conversation with us to your first day at work."
          introGap={5}
        />
        <Box component="ol" sx={cardGridSx(3)}>
          {PROCESS_STEPS.map((step, i) => (
            <Box
              component="li"
              key={step.title}
              sx={{
                position: 'relative',
                p: 3,
                pl: 9,
                borderRadius: 2,
                bgcolor: 'background.paper',
                border: '1px solid',
                borderColor: 'divider',
                ...itemSx(i, { from: 'translateY(24px)', duration: 500, step: 120 }),
              }}
            >
              <Box
                aria-hidden
                sx={{
                  position: 'absolute',
                  left: 20,
                  top: 22,
                  width: 40,
                  height: 40,
                  borderRadius: '50%',
                  bgcolor: 'secondary.main',
                  color: BRAND.white,
                  fontWeight: 800,
                  display: 'grid',
                  placeItems: 'center',
                }}
              >
                {String(i + 1).padStart(2, '0')}
              </Box>
              <Typography variant="h4" component="h3" sx={{ mb: 0.5 }}>
                {step.title}
              </Typography>
              <Typography color="text.secondary">{step.text}</Typography>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { itemsOf } from '@contract';
import { useSiteCopy } from '@/entities/site';
import { cardGridSx, SectionTitle, useStaggeredReveal } from '@/shared/ui/section-parts';
import { BRAND } from '@/shared/ui/theme';

/** 'Navigate with ITX' (docs/product.md §1): six steps that animate in, the first time 20% of the section is visible (docs/product.md §4). */
export function ProcessFlow() {
  const { ref, shown, itemSx } = useStaggeredReveal<HTMLDivElement>(0.2);
  const copy = useSiteCopy();
  return (
    <Box component="section" aria-labelledby="process-flow-heading" sx={{ py: { xs: 6, md: 8 }, bgcolor: BRAND.surface }}>
      <Container maxWidth="lg" ref={ref} data-testid="process-flow" data-animated={shown ? 'true' : 'false'}>
        <SectionTitle id="process-flow-heading" title="Navigate with ITX" intro={copy?.homeProcessIntro ?? ''} introGap={5} />
        <Box component="ol" sx={cardGridSx(3)}>
          {itemsOf(copy?.homeProcessSteps ?? '').map((step, i) => (
            <Box
              component="li"
              key={i}
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

import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useSiteCopy } from '@/entities/site';

export const COMPANY_VALUES = [
  {
    title: 'Learners First',
    text: 'Every decision starts with one question: does this help our learners get better jobs? Batch sizes stay small so every trainer knows every learner by name, and doubts are cleared the same day.',
  },
  {
    title: 'Learn by Doing',
    text: 'Theory only sticks when you use it. Each concept is followed by a lab, each module by a project, and each course by a capstone reviewed by working engineers.',
  },
  {
    title: 'Honest Guidance',
    text: 'We tell you which course fits your background and goals, even when that means a shorter or different programme. Every figure we show says how it was counted.',
  },
  {
    title: 'Excellence in Teaching',
    text: 'Our trainers are practitioners with years of industry experience. They are observed, reviewed by learners after every module and given time each month to keep their skills current.',
  },
  {
    title: 'Access for Everyone',
    text: 'Weekday, weekend and online batches, instalment plans and scholarships for women returning to tech and first-generation graduates mean talent, not circumstance, decides who learns.',
  },
] as const;

/** The five company values (docs/product.md §1, §4): one open at a time, the first open at first; clicking the open one closes it. */
export function CompanyValues() {
  const [open, setOpen] = useState<number | null>(0);
  const copy = useSiteCopy();
  return (
    <Box component="section" aria-labelledby="company-values-heading" sx={{ py: { xs: 6, md: 8 } }}>
      <Container maxWidth="md">
        <Typography id="company-values-heading" variant="h2" component="h2" sx={{ textAlign: 'center', mb: 1 }}>
          Our Values
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 4 }}>
          {copy?.homeValuesIntro}
        </Typography>
        {COMPANY_VALUES.map((value, i) => (
          <Accordion
            key={value.title}
            expanded={open === i}
            onChange={(_event, expanded) => setOpen(expanded ? i : null)}
            disableGutters
            variant="outlined"
            // A <section> labelled by its summary is a region by itself: no role on a <div> (html-validate prefer-native-element).
            slots={{ region: 'section' }}
            slotProps={{ region: { role: undefined } }}
            sx={{ mb: 1.5, borderRadius: 2, '&::before': { display: 'none' } }}
          >
            <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`value-panel-${i}`} id={`value-header-${i}`}>
              <Typography variant="h4" component="span">
                {value.title}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography color="text.secondary">{value.text}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Container>
    </Box>
  );
}

import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { itemsOf } from '@contract';
import { useSiteCopy } from '@/entities/site';

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
        {itemsOf(copy?.homeValues ?? '').map((value, i) => (
          <Accordion
            key={i}
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

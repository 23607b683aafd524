import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { ALUMNI_SAMPLE_NOTE, PARTNERS_SAMPLE_NOTE } from '@contract';
import { AlumniSampleNote, AlumniStoryCard, useGetAlumniStoriesQuery, useGetHiringPartnersQuery } from '@/entities/alumni';

/** How many testimonials the home page shows. */
const SHOWN = 3;

const listSx = { listStyle: 'none', p: 0, m: 0 } as const;

/**
 * Below the internship-drive story (docs/product.md §1, §3): a few testimonials, real ones first, and the
 * hiring partners by name. Seeded ones carry "Sample" and a note that real stories replace them; when
 * there is nothing to show (or it cannot be loaded) nothing is shown.
 */
export function AlumniHighlights() {
  const { data: stories = [] } = useGetAlumniStoriesQuery({});
  const { data: partners = [] } = useGetHiringPartnersQuery(undefined);
  const testimonials = stories.filter((s) => s.kind === 'testimonial').slice(0, SHOWN);
  if (testimonials.length === 0 && partners.length === 0) return null;
  return (
    <Box sx={{ mt: { xs: 2, md: 4 }, display: 'grid', gap: { xs: 5, md: 6 } }}>
      {testimonials.length > 0 ? (
        <Box component="section" aria-labelledby="alumni-say-heading">
          <Typography id="alumni-say-heading" variant="h3" component="h3" sx={{ mb: 3 }}>
            What our alumni say
          </Typography>
          <Box component="ul" sx={{ ...listSx, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
            {testimonials.map((story) => (
              <li key={story._id}>
                <AlumniStoryCard story={story} linkCourse />
              </li>
            ))}
          </Box>
          {testimonials.some((s) => s.sample) ? <AlumniSampleNote>{ALUMNI_SAMPLE_NOTE}</AlumniSampleNote> : null}
        </Box>
      ) : null}
      {partners.length > 0 ? (
        <Box component="section" aria-labelledby="hiring-partners-heading">
          <Typography id="hiring-partners-heading" variant="h3" component="h3" sx={{ mb: 2 }}>
            Companies that hire our learners
          </Typography>
          <Box component="ul" sx={{ ...listSx, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            {partners.map((partner) => (
              <li key={partner._id}>
                {partner.logo ? (
                  // The logo carries the company's name: it is the picture's text alternative.
                  <Box
                    component="img"
                    src={partner.logo}
                    alt={partner.sample ? `${partner.name} (sample)` : partner.name}
                    loading="lazy"
                    width={120}
                    height={48}
                    sx={{ display: 'block', width: 120, height: 48, objectFit: 'contain' }}
                  />
                ) : (
                  <Chip
                    label={partner.sample ? `${partner.name} · Sample` : partner.name}
                    variant="outlined"
                    color="primary"
                    sx={{ fontWeight: 700, height: 'auto', py: 0.75, '& .MuiChip-label': { whiteSpace: 'normal' } }}
                  />
                )}
              </li>
            ))}
          </Box>
          {partners.some((p) => p.sample) ? <AlumniSampleNote>{PARTNERS_SAMPLE_NOTE}</AlumniSampleNote> : null}
        </Box>
      ) : null}
    </Box>
  );
}

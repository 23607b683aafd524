import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { STATIC_PAGE_META } from '@contract';
import { telHref } from '@/shared/config';
import { useSearchParams } from 'react-router';
import { LeadForm } from '@/features/submit-lead';
import { useGetCoursesQuery } from '@/entities/course';
import { PageHead } from '@/shared/ui/page-head';
import { PageBand } from '@/shared/ui/page-band';
import { useSiteFacts } from '@/shared/lib/contact-links';

const REASONS = [
  'Which course fits your background and goals',
  'Batch timings, classroom or online, and the next start date',
  'Fees, instalments and placement support',
];

/**
 * 'Get A Call' (docs/product.md §2): the Request a Call Back form; the thank-you replaces it after success. Opened
 * from a course page (`?course=<slug>`), the form starts with that course chosen (issue 21).
 */
export function EnrollPage() {
  const site = useSiteFacts();
  const [params] = useSearchParams();
  const slug = params.get('course');
  const { data: courses } = useGetCoursesQuery(undefined, { skip: !slug });
  const course = slug ? courses?.find((c) => c.slug === slug) : undefined;
  return (
    <>
      <PageHead meta={STATIC_PAGE_META.enroll} />
      <PageBand title="Get A Call">
        Leave your details and an ITX course advisor from our {site.area} campus will call you back, usually within one working day.
      </PageBand>
      <Container component="section" maxWidth="lg" sx={{ py: { xs: 4, md: 8 } }} aria-label="Request a call back">
        <Box sx={{ display: 'grid', gap: { xs: 4, md: 8 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
          <Box>
            <Typography sx={{ fontSize: '1.1rem' }}>We will talk you through:</Typography>
            <Box component="ul" sx={{ mt: 2, pl: 3, '& li': { mb: 1 } }}>
              {REASONS.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </Box>
            <Typography sx={{ mt: 3 }}>
              Prefer to call us? <Link href={telHref(site.mainPhone)}>{site.mainPhone}</Link> ({site.openingHours}).
            </Typography>
          </Box>
          <Paper component="div" elevation={3} sx={{ p: { xs: 3, md: 4 } }}>
            <Typography variant="h2" component="h2" sx={{ fontSize: '1.5rem', mb: 3 }}>
              Request a Call Back
            </Typography>
            <LeadForm key={course?.slug ?? ''} idPrefix="enroll" initialCourse={course?.leadCourse} />
          </Paper>
        </Box>
      </Container>
    </>
  );
}

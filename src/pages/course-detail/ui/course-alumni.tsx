import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ALUMNI_SAMPLE_NOTE } from '@contract';
import { AlumniSampleNote, AlumniStoryCard, useGetAlumniStoriesQuery } from '@/entities/alumni';

/**
 * "What our alumni say" on a course's page (docs/product.md §3): the course's published stories, real ones
 * first, seeded ones labelled "Sample" with a note. Nothing at all when the course has none (or they cannot
 * be loaded). The page reads the same query for the course's review markup.
 */
export function CourseAlumni({ courseSlug }: { courseSlug: string }) {
  const { data: stories = [] } = useGetAlumniStoriesQuery({ course: courseSlug });
  if (stories.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="course-alumni" sx={{ mb: 6 }}>
      <Typography id="course-alumni" variant="h2" component="h2" sx={{ mb: 2 }}>
        What our alumni say
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {stories.map((story) => (
          <li key={story._id}>
            <AlumniStoryCard story={story} />
          </li>
        ))}
      </Box>
      {stories.some((s) => s.sample) ? <AlumniSampleNote>{ALUMNI_SAMPLE_NOTE}</AlumniSampleNote> : null}
    </Box>
  );
}

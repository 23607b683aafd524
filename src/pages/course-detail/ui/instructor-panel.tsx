import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import type { CourseInstructor } from '@contract';
import { InitialsAvatar } from '@/shared/ui/initials-avatar';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';

/**
 * "Your Instructor" (docs/product.md §3: trainer profile): photo or initials, name, role, track record, bio
 * and LinkedIn profile, as admins keep them with the course. A seeded sample profile says so.
 */
export function InstructorPanel({ instructor }: { instructor: CourseInstructor }) {
  const { name, role, avatar, experience, linkedin, bio, sample } = instructor;
  return (
    <Paper component="section" aria-labelledby="course-instructor-heading" variant="outlined" sx={{ p: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Typography id="course-instructor-heading" variant="h3" component="h2">
          Your Instructor
        </Typography>
        {sample ? <Chip label="Sample profile" size="small" variant="outlined" /> : null}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <InitialsAvatar name={name} src={avatar || null} size={64} />
        <Box>
          <Typography sx={{ fontWeight: 800 }}>{name}</Typography>
          <Typography color="text.secondary">{role}</Typography>
        </Box>
      </Box>
      {experience ? <Typography sx={{ mt: 2, fontWeight: 600 }}>{experience}</Typography> : null}
      {bio ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {bio}
        </Typography>
      ) : null}
      {linkedin ? (
        <Link
          href={linkedin}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`LinkedIn profile of ${name}`}
          aria-describedby="course-instructor-new-tab"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, mt: 2, fontWeight: 700 }}
        >
          <LinkedInIcon aria-hidden fontSize="small" />
          LinkedIn profile
          <VisuallyHidden id="course-instructor-new-tab">(opens in a new tab)</VisuallyHidden>
        </Link>
      ) : null}
      {sample ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          A sample profile shown until the institute publishes this course&apos;s trainer: you meet your trainer at the free demo.
        </Typography>
      ) : null}
    </Paper>
  );
}

import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CallIcon from '@mui/icons-material/Call';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { type CourseSummaryDto } from '@contract';
import { telHref } from '@/shared/config';
import { demoHref, whatsAppHref, useSiteFacts } from '@/shared/lib/contact-links';

/** Below the sticky site header (68 px high) with some air, as the page's anchors scroll to. */
const STICKY_TOP_PX = 96;

const actionSx = { justifyContent: 'flex-start', textTransform: 'none', fontWeight: 700, minHeight: 44 } as const;

/**
 * "Talk to someone now" beside the course from 900 px (docs/product.md §2: contact actions): the phone action
 * bar's Call, WhatsApp and "Book free demo", kept in view while the visitor reads. Below 900 px the bar
 * at the bottom of the screen offers them instead, so this panel is not shown there.
 */
export function CourseContactPanel({ course }: { course: Pick<CourseSummaryDto, 'title' | 'slug'> }) {
  const site = useSiteFacts();
  return (
    <Paper
      component="section"
      aria-labelledby="course-talk-heading"
      variant="outlined"
      data-testid="course-contact-panel"
      sx={{ display: { xs: 'none', md: 'block' }, position: 'sticky', top: STICKY_TOP_PX, p: 3 }}
    >
      <Typography id="course-talk-heading" variant="h3" component="h2" sx={{ mb: 1 }}>
        Talk to Us Now
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Questions about {course.title}? A counsellor answers {site.openingHours}.
      </Typography>
      <Stack spacing={1.5}>
        <Button href={telHref(site.mainPhone)} variant="outlined" startIcon={<CallIcon aria-hidden />} sx={actionSx}>
          Call {site.mainPhone}
        </Button>
        <Button
          href={whatsAppHref(site, course.title)}
          target="_blank"
          rel="noopener noreferrer"
          variant="outlined"
          startIcon={<WhatsAppIcon aria-hidden />}
          aria-label="WhatsApp us (opens in a new tab)"
          sx={actionSx}
        >
          WhatsApp us
        </Button>
        <Button component={RouterLink} to={demoHref(course.slug)} variant="contained" color="secondary" disableElevation sx={actionSx}>
          Book free demo
        </Button>
      </Stack>
    </Paper>
  );
}

import { lazy, useMemo } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CourseDto } from '@contract';
import { NeededSoon } from '@/shared/lib/dom';

// The form (Formik, yup, MUI's text fields) sits below the first screen: like the demo form beside it, the
// server's form waits for its code until the visitor heads there, touches it or presses Tab (NeededSoon).
const BrochureForm = lazy(() => import('./brochure-form').then((m) => ({ default: m.BrochureForm })));
/** About the form's height, kept free until it arrives so nothing below it moves. */
const FORM_HEIGHT_PX = 200;
const placeholder = <div style={{ minHeight: FORM_HEIGHT_PX }} />;

/**
 * "Download the brochure" (issue 21, docs/product.md §2, course brochure): a name and phone number bring the
 * course's PDF brochure, made from its data of the day; the request is a call-back lead about the course.
 */
export function BrochurePanel({ course }: { course: Pick<CourseDto, 'slug' | 'title'> }) {
  // Made once per course: a new element while the server's form waits would be an update to it (NeededSoon).
  const form = useMemo(() => <BrochureForm slug={course.slug} title={course.title} />, [course.slug, course.title]);
  return (
    <Paper component="section" aria-labelledby="course-brochure-heading" variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 6 }}>
      <Typography id="course-brochure-heading" variant="h2" component="h2" sx={{ mb: 1 }}>
        Download the Brochure
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        The {course.title} syllabus as a PDF: modules, tools, fees, open batch dates and the trainer. Leave your name and phone number for
        the download link; our team will call you to answer your questions.
      </Typography>
      <NeededSoon placeholder={placeholder}>{form}</NeededSoon>
    </Paper>
  );
}

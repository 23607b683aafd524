import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import {
  BATCH_DAYS_LABELS,
  COURSE_MODE_LABELS,
  courseImageAlt,
  courseMeta,
  formatCourseDate,
  formatFee,
  NO_OPEN_BATCH_MESSAGE,
  notFoundMeta,
  openBatches,
  ROUTES,
  type BatchDto,
  type CourseDetails,
  type CourseDto,
} from '@contract';
import { useGetAlumniStoriesQuery } from '@/entities/alumni';
import { useGetCourseQuery } from '@/entities/course';
import { NeededSoon } from '@/shared/lib/dom';
import { FluidImage } from '@/shared/ui/fluid-image';
import { PageHead } from '@/shared/ui/page-head';
import { StarRating } from '@/shared/ui/star-rating';
import { BRAND } from '@/shared/ui/theme';
import { ItemNotFound } from '@/shared/ui/item-not-found';
import { BrochurePanel } from './brochure-panel';
import { CourseAlumni } from './course-alumni';
import { CourseContactPanel } from './course-contact-panel';
import { InstructorPanel } from './instructor-panel';

// The demo form (Formik, yup, MUI's text fields and select) sits below the first screen: the server's form
// stays as it is, and its code loads and hydrates it as the visitor heads there, touches it or presses Tab
// (NeededSoon), not while a phone starts the page. What is typed before that is kept (useServerFormTakeover).
const LeadForm = lazy(() => import('@/features/submit-lead').then((m) => ({ default: m.LeadForm })));
/** About the form's height, kept free until it arrives so nothing below it moves. */
const FORM_HEIGHT_PX = 373;

const formPlaceholder = <div style={{ minHeight: FORM_HEIGHT_PX }} />;

function DemoForm({ leadCourse }: { leadCourse: string }) {
  // Made once per course: a new element while the server's form waits would be an update to it (NeededSoon).
  const form = useMemo(() => <LeadForm idPrefix="course" initialCourse={leadCourse} submitLabel="Book Your Free Demo" />, [leadCourse]);
  return <NeededSoon placeholder={formPlaceholder}>{form}</NeededSoon>;
}

/**
 * A titled part of the course page; none when `show` is false (the course has nothing to say there). A
 * Suspense boundary of its own: React hydrates each section in a pass (and a commit) of its own, so a
 * phone's start is not one long task. Nothing in it suspends on a page the browser builds.
 */
function Section({ id, title, show = true, children }: { id: string; title: string; show?: boolean; children: ReactNode }) {
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <Box component="section" aria-labelledby={id} sx={{ mb: 6 }}>
        <Typography id={id} variant="h2" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </Box>
    </Suspense>
  );
}

function CheckList({ items }: { items: readonly string[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
      {items.map((item, i) => (
        <Box component="li" key={i} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}>
          <CheckCircle aria-hidden fontSize="small" sx={{ color: 'secondary.main', mt: '3px' }} />
          {item}
        </Box>
      ))}
    </Box>
  );
}

function CourseDate({ day }: { day: string }) {
  return <time dateTime={day}>{formatCourseDate(day)}</time>;
}

/** The hero's facts: the next open batch's dates, or the fee and that dates are coming. */
function Facts({ course, next }: { course: CourseDto; next: BatchDto | undefined }) {
  const facts: (readonly [string, ReactNode])[] = [
    ['Modules', `${course.lessons} Modules`],
    ['Duration', course.time],
    ...(next
      ? ([
          ['Next batch starts', <CourseDate key="start" day={next.startDate} />],
          ['Apply by', <CourseDate key="apply" day={next.applyBy} />],
        ] as const)
      : ([
          ['Fee', formatFee(course.fee.amount)],
          ['Next batch', 'Dates coming soon'],
        ] as const)),
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2, m: 0, mt: 4 }}>
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ p: 2, borderRadius: 2, bgcolor: BRAND.onDark.fill, border: `1px solid ${BRAND.onDark.line}` }}>
          <Box component="dt" sx={{ color: BRAND.onDark.muted, fontSize: '0.9rem' }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, color: BRAND.white, fontWeight: 800, fontSize: '1.15rem' }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** A term and its value in a batch's or the fee's list. */
function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ color: 'text.secondary' }}>
        {term}
      </Box>
      <Box component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {children}
      </Box>
    </>
  );
}

const detailListSx = { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 } as const;

/** Every batch still taking applications, soonest first (docs/product.md D11), or that new dates are coming. */
function Batches({ batches }: { batches: readonly BatchDto[] }) {
  if (batches.length === 0) {
    return (
      <Typography color="text.secondary">
        {NO_OPEN_BATCH_MESSAGE}.{' '}
        <Box component="a" href="#course-lead-heading" sx={{ color: 'primary.main', fontWeight: 700 }}>
          Book a free demo
        </Box>
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {batches.map((batch) => (
        <Paper component="li" key={batch._id} variant="outlined" sx={{ p: 2.5 }}>
          <Typography variant="h4" component="h3" sx={{ mb: 1.5 }}>
            Starts <CourseDate day={batch.startDate} />
          </Typography>
          <Box component="dl" sx={detailListSx}>
            <Detail term="Apply by">
              <CourseDate day={batch.applyBy} />
            </Detail>
            <Detail term="Mode">{COURSE_MODE_LABELS[batch.mode]}</Detail>
            <Detail term="Days">{BATCH_DAYS_LABELS[batch.days]}</Detail>
            <Detail term="Timing">{batch.timing}</Detail>
            {batch.seats !== null ? <Detail term="Seats">{batch.seats} seats</Detail> : null}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}

/** The fee, its EMI and scholarship, and the placement support every course includes. */
function Fees({ course }: { course: CourseDto }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Box component="dl" sx={{ ...detailListSx, rowGap: 1, fontSize: '1.05rem' }}>
        <Detail term="Course fee">{formatFee(course.fee.amount)}</Detail>
        {course.fee.emi ? <Detail term="EMI">{course.fee.emi}</Detail> : null}
        {course.fee.scholarship ? <Detail term="Scholarship">{course.fee.scholarship}</Detail> : null}
        <Detail term="Placements">Interview preparation, mock interviews and placement support are part of the course.</Detail>
      </Box>
    </Paper>
  );
}

/** First module number of each section, counting through the whole course. */
function sectionStarts(details: CourseDetails): number[] {
  return details.curriculum.reduce<number[]>((starts, _section, i) => {
    const previous = details.curriculum[i - 1];
    starts.push(i === 0 || !previous ? 1 : (starts[i - 1] ?? 1) + previous.modules.length);
    return starts;
  }, []);
}

function Curriculum({ details }: { details: CourseDetails }) {
  const starts = sectionStarts(details);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {details.curriculum.map((section, i) => {
        const start = starts[i] ?? 1;
        const end = start + section.modules.length - 1;
        return (
          <Paper key={i} variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
              {section.title}{' '}
              <Typography component="span" color="text.secondary" sx={{ fontWeight: 400 }}>
                (modules {start}–{end})
              </Typography>
            </Typography>
            <Box
              component="ol"
              start={start}
              // Each item keeps its own room for its number: in the second column the numbers would otherwise
              // hang into the gap and run into the first column's text (issue 21).
              sx={{ m: 0, pl: 0, columns: { md: 2 }, columnGap: 4, '& li': { ml: 4, mb: 0.5, breakInside: 'avoid' } }}
            >
              {section.modules.map((m, j) => (
                <li key={j}>{m}</li>
              ))}
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}

function NotFound({ slug }: { slug: string }) {
  return (
    <>
      <PageHead meta={notFoundMeta('Course', ROUTES.course(slug))} />
      <ItemNotFound
        title="Course not found"
        text="We do not offer a course at this address. It may have been renamed; all our current courses are listed on the courses page."
        back={{ to: ROUTES.courses, label: 'See All Courses' }}
      />
    </>
  );
}

/** The page's shape while the course loads: the dark hero with lines where the text will be. */
function Loading() {
  return (
    <Box role="status" aria-label="Loading course" sx={{ bgcolor: 'primary.dark', py: { xs: 6, md: 8 } }}>
      <Container maxWidth="lg">
        <Skeleton width={160} sx={{ bgcolor: BRAND.onDark.fill }} />
        <Skeleton variant="text" width="60%" sx={{ fontSize: '3rem', bgcolor: BRAND.onDark.fill }} />
        <Skeleton width="80%" sx={{ bgcolor: BRAND.onDark.fill }} />
        <Skeleton width="70%" sx={{ bgcolor: BRAND.onDark.fill }} />
        <Skeleton variant="rounded" height={88} sx={{ mt: 4, bgcolor: BRAND.onDark.fill }} />
      </Container>
    </Box>
  );
}

/** /courses/{slug}: everything a prospective learner needs to decide, and the lead form preset to the course. */
export function CourseDetailPage() {
  const { slug = '' } = useParams();
  const { data: course, error, isLoading } = useGetCourseQuery(slug);
  if (isLoading) return <Loading />;
  if (course === null) return <NotFound slug={slug} />;
  if (!course || error) {
    return (
      <Container maxWidth="md" sx={{ py: 8 }}>
        <Alert severity="error" sx={{ mb: 3 }}>
          We could not load this course. Please refresh the page.
        </Alert>
        <Button component={RouterLink} to={ROUTES.courses} variant="outlined">
          See All Courses
        </Button>
      </Container>
    );
  }
  return <CourseView course={course} />;
}

function CourseView({ course }: { course: CourseDto }) {
  const { details } = course;
  const batches = openBatches(course.batches);
  const next = batches[0];
  // The course's alumni stories: its section below, and (real, rated testimonials only) its review markup.
  const { data: alumni } = useGetAlumniStoriesQuery({ course: course.slug });
  return (
    <>
      <PageHead meta={courseMeta(course, new Date(), alumni)} />
      <Box component="section" aria-labelledby="course-title" sx={{ bgcolor: 'primary.dark', color: BRAND.white, py: { xs: 6, md: 8 } }}>
        <Container maxWidth="lg">
          <Box component="nav" aria-label="Breadcrumb" sx={{ mb: 2 }}>
            <Box
              component="ol"
              sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', gap: 1, color: BRAND.onDark.muted, fontSize: '0.95rem' }}
            >
              <li>
                <Box component={RouterLink} to={ROUTES.courses} sx={{ color: BRAND.white }}>
                  Courses
                </Box>
              </li>
              <li aria-hidden>/</li>
              <li aria-current="page">{course.title}</li>
            </Box>
          </Box>
          <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '1.5fr 1fr' }, alignItems: 'center' }}>
            <Box>
              <Typography id="course-title" variant="h1" component="h1" sx={{ color: BRAND.white }}>
                {course.title}
              </Typography>
              <Typography sx={{ color: BRAND.onDark.muted, mt: 2, fontSize: '1.1rem' }}>{course.summary}</Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2 }}>
                <StarRating value={course.rating} size={24} emptyColor={BRAND.onDark.faint} />
                <Typography sx={{ color: BRAND.white, fontWeight: 700 }}>{course.rating.toFixed(1)} out of 5 learner rating</Typography>
              </Box>
              <Box sx={{ display: 'flex', gap: 2, mt: 3, flexWrap: 'wrap' }}>
                <Button
                  component={RouterLink}
                  to={`${ROUTES.enroll}?course=${encodeURIComponent(course.slug)}`}
                  variant="contained"
                  color="secondary"
                  size="large"
                >
                  Enroll
                </Button>
                <Button
                  href="#course-lead-heading"
                  variant="outlined"
                  size="large"
                  sx={{ color: BRAND.white, borderColor: BRAND.white, '&:hover': { borderColor: BRAND.white, bgcolor: BRAND.onDark.fill } }}
                >
                  Book a Free Demo
                </Button>
              </Box>
            </Box>
            <FluidImage
              src={course.image}
              alt={courseImageAlt(course)}
              width={640}
              height={360}
              fetchPriority="high"
              sx={{ borderRadius: 2 }}
            />
          </Box>
          <Facts course={course} next={next} />
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 6, md: 8 }, display: 'grid', gap: 6, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
        <Box sx={{ minWidth: 0 }}>
          <Section id="course-overview" title="Course Overview" show={details.overview.length > 0}>
            {details.overview.map((p, i) => (
              <Typography key={i} color="text.secondary" sx={{ mb: 2, fontSize: '1.05rem' }}>
                {p}
              </Typography>
            ))}
          </Section>
          <Section id="course-audience" title="Who This Course Is For" show={details.audience.length > 0}>
            <CheckList items={details.audience} />
          </Section>
          <Section id="course-curriculum" title={`Curriculum: ${course.lessons} Modules`} show={details.curriculum.length > 0}>
            <Curriculum details={details} />
          </Section>
          <Section id="course-tools" title="Tools You Will Use" show={details.tools.length > 0}>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {details.tools.map((tool, i) => (
                <li key={i}>
                  <Chip label={tool} variant="outlined" color="primary" />
                </li>
              ))}
            </Box>
          </Section>
          <Section id="course-outcomes" title="What You Will Be Able to Do" show={details.outcomes.length > 0}>
            <CheckList items={details.outcomes} />
          </Section>
          <Section id="course-schedule" title="Duration and Schedule">
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {course.time}, {course.lessons} modules.
              {next ? (
                <>
                  {' '}
                  The next batch starts on <CourseDate day={next.startDate} />; apply by <CourseDate day={next.applyBy} />.
                </>
              ) : null}
            </Typography>
            {details.schedule ? <Typography color="text.secondary">{details.schedule}</Typography> : null}
          </Section>
          <Section id="course-batches" title="Batches and Dates">
            <Batches batches={batches} />
          </Section>
          <Section id="course-fees" title="Fees, EMI and Placements">
            <Fees course={course} />
          </Section>
          <BrochurePanel course={course} />
          <CourseAlumni courseSlug={course.slug} />
          {details.faqs.length > 0 ? (
            <Section id="course-faqs" title="Frequently Asked Questions">
              {details.faqs.map((faq, i) => (
                <Box
                  key={i}
                  component="details"
                  sx={{
                    border: '1px solid',
                    borderColor: 'divider',
                    borderRadius: 2,
                    mb: 1.5,
                    '& summary': { cursor: 'pointer', p: 2, fontWeight: 700 },
                    '& summary:focus-visible': { outline: `3px solid ${BRAND.saffronLight}`, outlineOffset: 2 },
                  }}
                >
                  <summary>{faq.question}</summary>
                  <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
                    {faq.answer}
                  </Typography>
                </Box>
              ))}
            </Section>
          ) : null}
        </Box>
        {/* A flex column, not a grid: the contact panel's sticky range is then the whole aside, not its own grid row. */}
        <Box component="aside" aria-label="Instructor and free demo" sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          <InstructorPanel instructor={course.instructor} />
          <Paper
            component="section"
            aria-labelledby="course-lead-heading"
            variant="outlined"
            sx={{ p: 3, scrollMarginTop: 96 }}
            id="course-lead"
          >
            <Typography id="course-lead-heading" variant="h3" component="h2" sx={{ mb: 1, scrollMarginTop: 96 }}>
              Book a Free Demo
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              Attend a class, meet the trainer and get your questions about {course.title} answered.
            </Typography>
            <DemoForm leadCourse={course.leadCourse} />
          </Paper>
          <CourseContactPanel course={course} />
        </Box>
      </Container>
    </>
  );
}

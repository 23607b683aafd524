import { screen, within } from '@testing-library/react';
import { formatCourseDate, NO_OPEN_BATCH_MESSAGE, type CourseDto } from '@contract';
import { answerFetches, batchDto, courseDto, courseSummaryDto, dayFromToday, jsonLdOfType, renderWithProviders } from '@/shared/lib/test';
import { CourseDetailPage } from './course-detail-page';

jest.setTimeout(20_000);

const DATA_SCIENCE = courseDto({
  title: 'Data Science',
  lessons: 47,
  instructor: {
    name: 'Arjun Mehta',
    role: 'Senior Data Scientist',
    avatar: '/images/instructors/arjun-mehta.svg',
    experience: '13 years in machine learning; trained 900+ learners',
    linkedin: 'https://www.linkedin.com/in/arjun-mehta-example',
    bio: 'Arjun builds forecasting models and reviews every capstone line by line.',
    sample: false,
    consent: { date: '2026-01-05', form: 'signed-form' },
  },
  fee: { amount: 55000, emi: 'No-cost EMI from ₹9,000 a month', scholarship: '10% off for women in tech' },
  batches: [
    batchDto({
      _id: 'b1',
      startDate: '2099-11-06',
      applyBy: '2099-11-01',
      mode: 'classroom',
      days: 'weekday',
      timing: '7:00 AM – 9:00 AM',
      seats: 30,
    }),
    batchDto({
      _id: 'b2',
      startDate: '2099-11-15',
      applyBy: '2099-11-10',
      mode: 'both',
      days: 'weekend',
      timing: 'Sat & Sun, 10 AM – 1 PM',
      seats: null,
    }),
  ],
});
/** Its only batch closed yesterday: the page was rendered before, the day has turned since. */
const CLOSED = courseDto({
  title: 'Java Full-Stack',
  leadCourse: 'Java Full Stack Development',
  fee: { amount: 45000, emi: null, scholarship: null },
  // A course saved before trainer profiles, with no photo, and the seeded sample trainer.
  instructor: {
    name: 'Srinivas Rao',
    role: 'Principal Java Engineer',
    avatar: '',
    experience: null,
    linkedin: null,
    bio: null,
    sample: true,
    consent: null,
  },
  batches: [batchDto({ startDate: dayFromToday(4), applyBy: dayFromToday(-1) })],
});
const COURSES: CourseDto[] = [DATA_SCIENCE, CLOSED];

let failing = false;
answerFetches((_request, pathname) => {
  if (pathname === '/api/courses') return Response.json(COURSES.map((c) => courseSummaryDto(c)));
  if (failing) return Response.json({ message: 'Internal error' }, { status: 500 });
  const course = COURSES.find((c) => pathname === `/api/courses/${c.slug}`);
  return course ? Response.json(course) : Response.json({ message: 'Course not found.' }, { status: 404 });
});
afterEach(() => {
  failing = false;
});

const renderCourse = (slug: string) => renderWithProviders(<CourseDetailPage />, { route: `/courses/${slug}`, path: '/courses/:slug' });
/** The terms and values of a list, as read. */
const facts = (dl: Element) =>
  Object.fromEntries([...dl.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
const courseJsonLd = () => jsonLdOfType('Course')[0];

describe('CourseDetailPage', () => {
  it('shows the course from the API: facts, curriculum of its module count, and the lead form preset to it', async () => {
    renderCourse('data-science');
    expect(screen.getByRole('status', { name: 'Loading course' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Data Science' })).toBeInTheDocument();
    const hero = screen.getByRole('region', { name: 'Data Science' });
    const heroFacts = hero.querySelector('dl');
    if (!heroFacts) throw new Error('no facts');
    expect(facts(heroFacts)).toEqual({
      Modules: '47 Modules',
      Duration: '20 Weeks',
      'Next batch starts': 'Nov 06th 2099',
      'Apply by': 'Nov 01st 2099',
    });
    const curriculum = screen.getByRole('region', { name: 'Curriculum: 47 Modules' });
    expect(within(curriculum).getAllByRole('listitem')).toHaveLength(47);
    expect(screen.getByRole('region', { name: 'Tools You Will Use' })).toHaveTextContent('ExcelSQL');
    expect(screen.getByText('Do I need to know programming?')).toBeInTheDocument();
    expect(screen.getByText('Arjun Mehta')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enroll' })).toHaveAttribute('href', '/enrollnow?course=data-science');
    // The form (below the first screen) arrives after the page: here when the browser is idle.
    expect(await screen.findByRole('combobox', { name: /Course/ })).toHaveValue('Data Science');
  });

  it('lists every open batch with its dates, mode, days, timing and seats', async () => {
    renderCourse('data-science');
    const section = await screen.findByRole('region', { name: 'Batches and Dates' });
    const batches = within(section).getAllByRole('listitem');
    expect(batches).toHaveLength(2);
    const [first, second] = batches.map((b) => b.querySelector('dl')).filter((dl) => dl !== null);
    if (!first || !second) throw new Error('batch details missing');
    expect(within(batches[0] as HTMLElement).getByRole('heading', { level: 3 })).toHaveTextContent('Starts Nov 06th 2099');
    expect(facts(first)).toEqual({
      'Apply by': 'Nov 01st 2099',
      Mode: 'Classroom',
      Days: 'Weekdays',
      Timing: '7:00 AM – 9:00 AM',
      Seats: '30 seats',
    });
    expect(facts(second)).toEqual({
      'Apply by': 'Nov 10th 2099',
      Mode: 'Classroom and online',
      Days: 'Weekends',
      Timing: 'Sat & Sun, 10 AM – 1 PM',
    });
    expect(within(batches[1] as HTMLElement).getByText('Nov 15th 2099')).toHaveAttribute('datetime', '2099-11-15');
  });

  it('answers the fees, EMI and placements question', async () => {
    renderCourse('data-science');
    const section = await screen.findByRole('region', { name: 'Fees, EMI and Placements' });
    const dl = section.querySelector('dl');
    if (!dl) throw new Error('no fee details');
    expect(facts(dl)).toMatchObject({
      'Course fee': '₹55,000',
      EMI: 'No-cost EMI from ₹9,000 a month',
      Scholarship: '10% off for women in tech',
    });
    expect(within(section).getByText('Placements')).toBeInTheDocument();
  });

  it('marks up the open batches and the fee in rupees', async () => {
    renderCourse('data-science');
    await screen.findByRole('heading', { level: 1, name: 'Data Science' });
    const ld = courseJsonLd();
    expect((ld?.hasCourseInstance as unknown[]).length).toBe(3);
    expect(ld?.offers).toEqual([expect.objectContaining({ price: 55000, priceCurrency: 'INR', validThrough: '2099-11-01' })]);
  });

  it('shows no passed date when no batch is open: new dates are coming, and nothing is marked up as available', async () => {
    renderCourse('java-full-stack');
    expect(await screen.findByRole('heading', { level: 1, name: 'Java Full-Stack' })).toBeInTheDocument();
    const batches = screen.getByRole('region', { name: 'Batches and Dates' });
    expect(batches).toHaveTextContent(NO_OPEN_BATCH_MESSAGE);
    expect(within(batches).queryAllByRole('listitem')).toHaveLength(0);
    const [closed] = CLOSED.batches;
    if (!closed) throw new Error('fixture lost its batch');
    expect(screen.queryByText(formatCourseDate(closed.startDate))).not.toBeInTheDocument();
    expect(screen.queryByText(formatCourseDate(closed.applyBy))).not.toBeInTheDocument();
    expect(document.querySelector('time')).toBeNull();
    const hero = screen.getByRole('region', { name: 'Java Full-Stack' }).querySelector('dl');
    if (!hero) throw new Error('no facts');
    expect(facts(hero)).toEqual({ Modules: '40 Modules', Duration: '20 Weeks', Fee: '₹45,000', 'Next batch': 'Dates coming soon' });
    const ld = courseJsonLd();
    expect(ld).not.toHaveProperty('hasCourseInstance');
    expect(JSON.stringify(ld)).not.toContain('InStock');
    expect(await screen.findByRole('combobox', { name: /Course/ })).toHaveValue('Java Full Stack Development');
  });

  it('introduces the trainer: photo, name, role, experience, bio and a LinkedIn link opening in a new tab; marked up as a Person', async () => {
    renderCourse('data-science');
    const panel = await screen.findByRole('region', { name: 'Your Instructor' });
    expect(panel.querySelector('img')).toHaveAttribute('src', '/images/instructors/arjun-mehta.svg');
    expect(panel).toHaveTextContent('Arjun Mehta');
    expect(panel).toHaveTextContent('Senior Data Scientist');
    expect(panel).toHaveTextContent('13 years in machine learning; trained 900+ learners');
    expect(panel).toHaveTextContent('Arjun builds forecasting models and reviews every capstone line by line.');
    expect(panel).not.toHaveTextContent('Sample');
    const linkedin = within(panel).getByRole('link', { name: 'LinkedIn profile of Arjun Mehta' });
    expect(linkedin).toHaveAttribute('href', 'https://www.linkedin.com/in/arjun-mehta-example');
    expect(linkedin).toHaveAttribute('target', '_blank');
    expect(linkedin.getAttribute('rel')?.split(' ')).toContain('noopener');
    expect(linkedin).toHaveAccessibleDescription('(opens in a new tab)');
    const instances = courseJsonLd()?.hasCourseInstance as { instructor?: unknown }[];
    for (const instance of instances) {
      expect(instance.instructor).toEqual({
        '@type': 'Person',
        name: 'Arjun Mehta',
        jobTitle: 'Senior Data Scientist',
        sameAs: 'https://www.linkedin.com/in/arjun-mehta-example',
      });
    }
  });

  it('shows a trainer without a photo by their initials, says a seeded profile is a sample, and offers no LinkedIn link it does not have', async () => {
    renderCourse('java-full-stack');
    const panel = await screen.findByRole('region', { name: 'Your Instructor' });
    expect(panel.querySelector('img')).toBeNull();
    expect(panel).toHaveTextContent('SR');
    expect(panel).toHaveTextContent('Srinivas Rao');
    expect(panel).toHaveTextContent('Sample profile');
    expect(within(panel).queryByRole('link')).not.toBeInTheDocument();
  });

  it('keeps Call, WhatsApp and Book free demo beside the course from 900 px, naming the course', async () => {
    renderCourse('data-science');
    const panel = await screen.findByTestId('course-contact-panel');
    expect(within(panel).getByRole('heading', { level: 2, hidden: true })).toHaveTextContent('Talk to Us Now');
    expect(within(panel).getByRole('link', { name: 'Call +91 90000 12345', hidden: true })).toHaveAttribute('href', 'tel:+919000012345');
    const whatsApp = within(panel).getByRole('link', { name: 'WhatsApp us (opens in a new tab)', hidden: true });
    expect(whatsApp).toHaveAttribute('target', '_blank');
    expect(decodeURIComponent(whatsApp.getAttribute('href') ?? '')).toBe(
      'https://wa.me/919000012345?text=Hello ITX, I would like to know about the Data Science course.',
    );
    expect(within(panel).getByRole('link', { name: 'Book free demo', hidden: true })).toHaveAttribute(
      'href',
      '/enrollnow?course=data-science',
    );
    // Stays in view while reading (md and up); the phone bar covers smaller screens.
    expect(getComputedStyle(panel).position).toBe('sticky');
  });

  it('says the course is not found for an unknown slug and links to all courses', async () => {
    renderCourse('no-such-course');
    expect(await screen.findByRole('heading', { level: 1, name: 'Course not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See All Courses' })).toHaveAttribute('href', '/courses');
  });

  it('says so when the course cannot be loaded', async () => {
    failing = true;
    renderCourse('data-science');
    expect(await screen.findByText('We could not load this course. Please refresh the page.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Course not found' })).not.toBeInTheDocument();
  });
});

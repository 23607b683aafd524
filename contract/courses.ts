import { slugify } from './slug';

/** The built-in course catalogue of docs/product.md §3 (list page, detail pages, footer, navigation, SEO). */
export interface Course {
  id: number;
  slug: string;
  title: string;
  summary: string;
  image: string;
  rating: number;
  lessons: number;
  time: string;
  instructor: { name: string; avatar: string; role: string };
  startDate: string;
  startDateIso: string;
  applyBy: string;
  applyByIso: string;
}

function course(
  id: number,
  title: string,
  lessons: number,
  time: string,
  startDate: 'Nov 06th 2025' | 'Nov 15th 2025',
  rating: number,
  instructor: { name: string; role: string },
  summary: string,
): Course {
  const slug = slugify(title);
  const early = startDate === 'Nov 06th 2025';
  return {
    id,
    slug,
    title,
    summary,
    image: `/images/courses/${slug}.svg`,
    rating,
    lessons,
    time,
    instructor: { ...instructor, avatar: `/images/instructors/${slugify(instructor.name)}.svg` },
    startDate,
    startDateIso: early ? '2025-11-06' : '2025-11-15',
    applyBy: early ? 'Nov 01st 2025' : 'Nov 10th 2025',
    applyByIso: early ? '2025-11-01' : '2025-11-10',
  };
}

export const COURSES: readonly Course[] = [
  course(
    1,
    'Data Analytics',
    40,
    '20 Weeks',
    'Nov 06th 2025',
    4.8,
    { name: 'Priya Raghavan', role: 'Lead Analytics Trainer' },
    'Excel, SQL, Power BI, Tableau and Python for analysis: turn raw business data into reports and dashboards that decide things.',
  ),
  course(
    2,
    'Data Science',
    47,
    '20 Weeks',
    'Nov 06th 2025',
    4.9,
    { name: 'Arjun Mehta', role: 'Senior Data Scientist' },
    'Statistics, Python, machine learning and model deployment, taught on real datasets from retail, banking and healthcare.',
  ),
  course(
    3,
    'Java Full-Stack',
    32,
    '20 Weeks',
    'Nov 06th 2025',
    4.7,
    { name: 'Srinivas Rao', role: 'Principal Java Engineer' },
    'Core Java, Spring Boot, REST APIs, React and MySQL: build and ship complete web applications the way product companies do.',
  ),
  course(
    4,
    'Python Full-stack',
    32,
    '20 Weeks',
    'Nov 06th 2025',
    4.8,
    { name: 'Kavya Reddy', role: 'Full-Stack Python Lead' },
    'Python, Django, REST APIs, React and PostgreSQL: from your first script to a deployed, tested web product.',
  ),
  course(
    5,
    'MERN Stack',
    32,
    '20 Weeks',
    'Nov 15th 2025',
    4.7,
    { name: 'Rahul Verma', role: 'JavaScript Architect' },
    'MongoDB, Express, React and Node.js: one language across the stack, with authentication, testing and cloud deployment.',
  ),
  course(
    6,
    'Cloud Computing',
    32,
    '2 Months',
    'Nov 15th 2025',
    4.6,
    { name: 'Ananya Iyer', role: 'Cloud Solutions Architect' },
    'AWS and Azure foundations, networking, containers, CI/CD and infrastructure as code, with hands-on labs on real cloud accounts.',
  ),
];

export function findCourse(slug: string): Course | undefined {
  return COURSES.find((c) => c.slug === slug);
}

/** Courses a lead may ask about (docs/product.md §5 list plus Cloud Computing, docs/product.md D8). */
export const LEAD_COURSES = [
  'Python Full Stack Development',
  'Java Full Stack Development',
  'Data Science',
  'Data Analytics',
  'MERN Stack',
  'MEAN Stack',
  'Cloud Computing',
] as const;
export type LeadCourse = (typeof LEAD_COURSES)[number];

/** The lead-form course that matches a catalogue course, for presetting the form on a course page. */
export const COURSE_TO_LEAD_COURSE: Record<string, LeadCourse> = {
  'data-analytics': 'Data Analytics',
  'data-science': 'Data Science',
  'java-full-stack': 'Java Full Stack Development',
  'python-full-stack': 'Python Full Stack Development',
  'mern-stack': 'MERN Stack',
  'cloud-computing': 'Cloud Computing',
};

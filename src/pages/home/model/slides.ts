import type { LeadCourse } from '@contract';

/** A hero slide of docs/product.md §3: the duration is shown where the original showed a price. */
export interface HeroSlide {
  id: number;
  slug: string;
  title: string;
  duration: string;
  description: string;
  features: readonly [string, string, string, string];
  image: string;
  imageAlt: string;
  /** The lead form's course, preset when the visitor books a demo from this slide. */
  leadCourse: LeadCourse;
}

export const HERO_SLIDES: readonly [HeroSlide, ...HeroSlide[]] = [
  {
    id: 1,
    slug: 'data-analytics',
    title: 'Data Analytics',
    duration: '3 Months',
    description:
      'Learn to clean, query and visualise business data the way analysts at Hyderabad’s product and consulting firms do, and present findings that change decisions.',
    features: [
      'Excel, SQL, Power BI and Tableau',
      'Python with pandas for analysis',
      'Capstone dashboard on real company data',
      'Mock interviews and placement drives',
    ],
    image: '/images/hero/data-analytics.svg',
    imageAlt: 'Illustration of a dashboard with bar charts, a line graph and a pie chart',
    leadCourse: 'Data Analytics',
  },
  {
    id: 2,
    slug: 'data-science',
    title: 'Data Science',
    duration: '4 Months',
    description:
      'Go from statistics to deployed machine-learning models, working on retail, banking and healthcare datasets with mentors who build models for a living.',
    features: [
      'Statistics and probability that stick',
      'Machine learning with scikit-learn',
      'Deep learning and NLP foundations',
      'Model deployment with Flask and Docker',
    ],
    image: '/images/hero/data-science.svg',
    imageAlt: 'Illustration of a neural network beside a scatter plot with a fitted curve',
    leadCourse: 'Data Science',
  },
  {
    id: 3,
    slug: 'python-full-stack',
    title: 'Python Full Stack',
    duration: '4 Months',
    description:
      'Build complete web products in Python: Django back ends, REST APIs, React front ends and PostgreSQL, tested and deployed to the cloud.',
    features: [
      'Core and advanced Python',
      'Django, Django REST Framework and PostgreSQL',
      'React front ends that call your APIs',
      'Git, testing and cloud deployment',
    ],
    image: '/images/hero/python-full-stack.svg',
    imageAlt: 'Illustration of a code editor with Python code next to a web page layout',
    leadCourse: 'Python Full Stack Development',
  },
  {
    id: 4,
    slug: 'java-full-stack',
    title: 'Java Full Stack',
    duration: '4 Months',
    description:
      'Master the stack Hyderabad’s enterprise teams hire for: Core Java, Spring Boot microservices, React and MySQL, with code reviews from senior engineers.',
    features: [
      'Core Java, OOP and collections',
      'Spring Boot, Spring Data JPA and REST',
      'React, HTML, CSS and JavaScript',
      'Microservices, Docker and CI/CD basics',
    ],
    image: '/images/hero/java-full-stack.svg',
    imageAlt: 'Illustration of connected microservice boxes around a server stack',
    leadCourse: 'Java Full Stack Development',
  },
];

import { defaultValidThrough } from '@contract';
import type { Tx } from '../client';
import { jobs } from '../schema';

type SeedJob = Omit<typeof jobs.$inferInsert, 'createdAt' | 'updatedAt' | 'validThrough'> & {
  /** How many days before the first start the opening was posted (keeps the list in a natural order). */
  postedDaysAgo: number;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Openings at the institute on first start: trainers, counsellors and support roles at HITEC City, Hyderabad. */
export const SEED_JOBS: SeedJob[] = [
  {
    slug: 'data-science-trainer',
    title: 'Data Science Trainer',
    location: 'HITEC City, Hyderabad',
    jobType: 'full-time',
    experienceRequired: 3,
    isFresher: false,
    salaryValue: 65000,
    postedDaysAgo: 1,
    jobDescription:
      'ITX is looking for a Data Science Trainer to lead our 20-week Data Science programme at the HITEC City campus. You will teach ' +
      'Python, statistics, machine learning and model deployment to batches of 25-30 learners, most of them graduates and working ' +
      'professionals moving into data roles.\n\n' +
      'You should have at least three years of hands-on work with pandas, scikit-learn and one deep-learning framework, and enjoy ' +
      'explaining why a model works, not only how to call it. Prior classroom or corporate training experience is a strong plus.',
    keyResponsibilities: [
      'Deliver the Data Science curriculum in classroom and live online sessions, from Python basics to deploying a trained model.',
      'Design weekly lab exercises and two capstone projects built on real, openly licensed datasets.',
      'Review notebooks and project code, giving each learner written feedback within three working days.',
      'Run weekly doubt-clearing sessions and one-to-one mentoring for learners who fall behind.',
      'Update modules every quarter with the tools hiring partners ask for, together with the placement team.',
    ],
  },
  {
    slug: 'java-full-stack-trainer',
    title: 'Java Full-Stack Trainer',
    location: 'HITEC City, Hyderabad',
    jobType: 'full-time',
    experienceRequired: 4,
    isFresher: false,
    salaryValue: 60000,
    postedDaysAgo: 3,
    jobDescription:
      'We need an experienced Java developer who loves teaching to run our Java Full-Stack batches. The programme covers core Java, ' +
      'Spring Boot, REST APIs, SQL, React and deployment over 32 modules.\n\n' +
      'You will have four or more years of building Spring applications in production and be comfortable live-coding in front of a class.',
    keyResponsibilities: [
      'Teach core Java, Spring Boot, Hibernate, REST API design and React through live coding sessions.',
      'Guide learners through a full-stack capstone project from database design to cloud deployment.',
      'Conduct mock technical interviews and code reviews that prepare learners for placement drives.',
      'Track attendance, assignment scores and progress for every learner in the batch.',
      'Keep lab environments, sample projects and assessments current with the latest Java and Spring releases.',
    ],
  },
  {
    slug: 'career-counsellor',
    title: 'Career Counsellor',
    location: 'HITEC City, Hyderabad',
    jobType: 'full-time',
    experienceRequired: 1,
    isFresher: false,
    salaryValue: 25000,
    postedDaysAgo: 5,
    jobDescription:
      'As a Career Counsellor you are the first person prospective learners speak to. You help students and working professionals ' +
      'choose the course that fits their background and goals, honestly, including telling them when a course is not right for them.\n\n' +
      'You should speak English and Telugu or Hindi fluently and have at least one year of counselling, admissions or inside-sales experience.',
    keyResponsibilities: [
      'Call back every enquiry from the website and walk-ins within one working day.',
      'Understand each candidate’s education, experience and goals, and recommend a suitable course and batch.',
      'Run campus tours and free demo sessions together with the trainers.',
      'Keep every conversation and follow-up up to date in the lead tracker.',
      'Share feedback from candidates with the academic team so course content keeps matching what learners need.',
    ],
  },
  {
    slug: 'placement-coordinator',
    title: 'Placement Coordinator',
    location: 'HITEC City, Hyderabad',
    jobType: 'full-time',
    experienceRequired: 2,
    isFresher: false,
    salaryValue: 35000,
    postedDaysAgo: 8,
    jobDescription:
      'The Placement Coordinator connects our learners with hiring companies. You will grow our network of partner companies in ' +
      'Hyderabad and organise the internship and placement drives our learners prepare for.\n\n' +
      'Two or more years in campus placements, technical recruitment or HR at an IT company is expected.',
    keyResponsibilities: [
      'Build and maintain relationships with HR and engineering managers at partner companies.',
      'Organise on-campus and virtual placement drives, from job descriptions to interview schedules.',
      'Prepare learners with resume reviews, LinkedIn profile sessions and mock HR interviews.',
      'Match learners to openings based on their skills, projects and preferences.',
      'Report placement outcomes every month and follow up with placed learners during their first 90 days.',
    ],
  },
  {
    slug: 'python-full-stack-teaching-assistant',
    title: 'Python Full-Stack Teaching Assistant',
    location: 'HITEC City, Hyderabad',
    jobType: 'part-time',
    experienceRequired: 0,
    isFresher: true,
    salaryValue: 15000,
    postedDaysAgo: 10,
    jobDescription:
      'A part-time role for recent graduates who are strong in Python and want to start a career in teaching or software development. ' +
      'You will support the lead trainer in our evening Python Full-Stack batches, four evenings a week, 6 pm to 9 pm.\n\n' +
      'Freshers are welcome: you should be comfortable with Python, Django or Flask, HTML, CSS and SQL, and be patient with beginners.',
    keyResponsibilities: [
      'Help learners set up their development environment and solve errors during lab hours.',
      'Check daily assignments and record scores in the learning portal.',
      'Answer questions in the batch’s discussion group within the same evening.',
      'Prepare small practice problems on topics the class finds difficult.',
      'Assist the lead trainer with project demos, assessments and attendance.',
    ],
  },
  {
    slug: 'cloud-computing-trainer-aws-and-azure',
    title: 'Cloud Computing Trainer (AWS and Azure)',
    location: 'Hyderabad (weekend batches)',
    jobType: 'part-time',
    experienceRequired: 5,
    isFresher: false,
    salaryValue: 40000,
    postedDaysAgo: 13,
    jobDescription:
      'Our two-month Cloud Computing programme runs on weekends for working professionals. We are looking for a practising cloud ' +
      'engineer or architect to teach it on Saturdays and Sundays.\n\n' +
      'You should hold at least one current AWS or Azure associate-level certification and have five years of experience running ' +
      'workloads in the cloud.',
    keyResponsibilities: [
      'Teach compute, storage, networking, identity and cost management on AWS and Azure.',
      'Run hands-on labs in sandbox accounts, including infrastructure as code with Terraform.',
      'Prepare learners for AWS Solutions Architect Associate and Azure Administrator exams.',
      'Evaluate the final architecture project of every learner and give written feedback.',
      'Keep lab guides current as cloud services and exam objectives change.',
    ],
  },
  {
    slug: 'front-office-and-student-relations-executive',
    title: 'Front Office and Student Relations Executive',
    location: 'HITEC City, Hyderabad',
    jobType: 'full-time',
    experienceRequired: 0,
    isFresher: true,
    salaryValue: 18000,
    postedDaysAgo: 16,
    jobDescription:
      'The first face visitors see at ITX. You welcome walk-in visitors and learners, manage the front desk and make sure every ' +
      'learner’s day runs smoothly, from ID cards to classroom bookings.\n\n' +
      'Graduates and freshers with good spoken English and a friendly, organised manner are encouraged to apply.',
    keyResponsibilities: [
      'Welcome visitors, answer phone calls and direct enquiries to the right counsellor.',
      'Maintain batch schedules, classroom bookings and the daily attendance register.',
      'Issue ID cards, course material and certificates to learners.',
      'Record learner requests and complaints and follow them up until they are resolved.',
      'Coordinate with housekeeping and IT support so classrooms and labs are ready before every session.',
    ],
  },
];

export async function seedJobs(tx: Tx): Promise<void> {
  const now = Date.now();
  await tx.insert(jobs).values(
    SEED_JOBS.map(({ postedDaysAgo, ...job }) => {
      const postedAt = new Date(now - postedDaysAgo * DAY_MS);
      return { ...job, createdAt: postedAt, updatedAt: postedAt, validThrough: defaultValidThrough(postedAt) };
    }),
  );
}

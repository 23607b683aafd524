import type { CourseDetails, CourseFaq, CourseHero, CourseInstructor } from '@contract';

/** A course as first seeded: today's catalogue (docs/product.md §3) with its first, Nov 2025 batch. */
export interface SeedCourse {
  title: string;
  summary: string;
  image: string;
  rating: number;
  lessons: number;
  duration: string;
  instructor: CourseInstructor;
  /** Sample fees for a fresh install; staff set the real ones in the admin area. */
  fee: { amount: number; emi: string | null; scholarship: string | null };
  leadCourse: string;
  hero: CourseHero | null;
  details: CourseDetails;
  /** The spec's start and apply-by dates (Nov 2025): seeded as a past batch. */
  pastBatch: { startDate: string; applyBy: string };
}

/** The questions every course page answers the same way. */
const COMMON_FAQS: CourseFaq[] = [
  {
    question: 'Can I attend online instead of at the HITEC City centre?',
    answer:
      'Yes. Every batch runs in the classroom and live online at the same time, with the same trainer, recordings of every session and the same lab access.',
  },
  {
    question: 'What placement support do I get?',
    answer:
      'Resume and LinkedIn reviews, weekly mock interviews from the second month, and invitations to our internship and hiring drives with partner companies in Hyderabad and Bengaluru.',
  },
  {
    question: 'Is there a free demo class?',
    answer:
      'Yes. Book a free demo from this page and a counsellor will call you to fix a time that suits you, usually within one working day.',
  },
];

/** The six courses seeded on first start (db/seed/courses.ts); from then on they are the admins' data. */
export const COURSE_CATALOGUE: SeedCourse[] = [
  {
    title: 'Data Analytics',
    summary:
      'Excel, SQL, Power BI, Tableau and Python for analysis: turn raw business data into reports and dashboards that decide things.',
    image: '/images/courses/data-analytics.svg',
    rating: 4.8,
    lessons: 40,
    duration: '20 Weeks',
    instructor: {
      name: 'Priya Raghavan',
      role: 'Lead Analytics Trainer',
      avatar: '/images/instructors/priya-raghavan.svg',
      // Sample profile (labelled so on the course page): staff replace it with the real trainer's in the admin area.
      experience: '11 years in business analytics; has taught 1,200+ learners',
      linkedin: null,
      bio: 'Priya spent a decade building sales and supply-chain dashboards for retail and pharma teams before moving into teaching. Her classes start from the business question: every SQL query and Power BI report answers something a manager would actually ask.',
      sample: true,
      consent: null,
    },
    fee: {
      amount: 45000,
      emi: 'No-cost EMI from ₹7,500 a month for 6 months',
      scholarship: null,
    },
    leadCourse: 'Data Analytics',
    hero: {
      position: 1,
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
      background: '/images/hero/data-analytics.svg',
      backgroundAlt: 'Illustration of a dashboard with bar charts, a line graph and a pie chart',
    },
    details: {
      overview: [
        'Every company in Hyderabad, from start-ups in HITEC City to global capability centres in the Financial District, runs on data and needs people who can turn it into decisions. This course takes you from spreadsheets to SQL, Power BI, Tableau and Python, one practical step at a time.',
        'You work on real business datasets (sales, HR, supply chain and digital marketing), build a portfolio of dashboards and finish with a capstone that you present to a panel of working analysts.',
      ],
      audience: [
        'Graduates from any stream who want their first analytics role',
        'Working professionals in finance, operations, sales or HR who report numbers every week',
        'Engineers who want to move into business intelligence',
        'Career restarters returning to work after a break',
      ],
      curriculum: [
        {
          title: 'Excel for Analysis',
          modules: [
            'Excel essentials and clean data entry',
            'Formulas and functions',
            'Lookups: VLOOKUP, XLOOKUP and INDEX-MATCH',
            'Pivot tables and pivot charts',
            'Conditional formatting and data validation',
            'What-if analysis and Goal Seek',
            'Building Excel dashboards',
          ],
        },
        {
          title: 'Statistics for Analysts',
          modules: [
            'Descriptive statistics',
            'Probability basics',
            'Distributions and sampling',
            'Hypothesis testing',
            'Correlation and regression',
          ],
        },
        {
          title: 'SQL',
          modules: [
            'Relational databases and MySQL setup',
            'SELECT, filtering and sorting',
            'Aggregations and GROUP BY',
            'Joins across tables',
            'Subqueries and common table expressions',
            'Window functions',
            'Views, indexes and query performance',
            'SQL case study: a retail sales database',
          ],
        },
        {
          title: 'Power BI',
          modules: [
            'Power BI Desktop and data sources',
            'Power Query transformations',
            'Data modelling and relationships',
            'DAX measures and calculated columns',
            'Time intelligence with DAX',
            'Interactive reports and drill-through',
            'Publishing, sharing and row-level security',
          ],
        },
        {
          title: 'Tableau',
          modules: [
            'Tableau basics and connections',
            'Charts, maps and calculated fields',
            'Dashboards and stories',
            'A Tableau Public portfolio',
          ],
        },
        {
          title: 'Python for Analysis',
          modules: [
            'Python fundamentals',
            'NumPy arrays',
            'pandas DataFrames',
            'Data cleaning with pandas',
            'Visualisation with Matplotlib and Seaborn',
            'Exploratory data analysis project',
          ],
        },
        {
          title: 'Capstone and Career',
          modules: [
            'Framing business problems and data storytelling',
            'Capstone: an end-to-end analytics project',
            'Resume, LinkedIn and mock interviews',
          ],
        },
      ],
      tools: ['Microsoft Excel', 'MySQL', 'Power BI', 'Tableau', 'Python', 'pandas', 'Jupyter', 'Git'],
      outcomes: [
        'Query any relational database confidently with SQL',
        'Build interactive Power BI and Tableau dashboards that managers actually use',
        'Clean and explore messy data with Python and pandas',
        'Present findings as a clear story with a recommendation',
        'A portfolio of five projects and a capstone to show employers',
      ],
      schedule: 'Weekday batches: Monday to Friday, 2 hours a day. Weekend batches: Saturday and Sunday, 4 hours a day.',
      faqs: [
        {
          question: 'Do I need a programming background?',
          answer: 'No. We start with Excel and SQL, and teach Python from the first line. Comfort with basic arithmetic is enough.',
        },
        ...COMMON_FAQS,
      ],
    },
    pastBatch: {
      startDate: '2025-11-06',
      applyBy: '2025-11-01',
    },
  },
  {
    title: 'Data Science',
    summary: 'Statistics, Python, machine learning and model deployment, taught on real datasets from retail, banking and healthcare.',
    image: '/images/courses/data-science.svg',
    rating: 4.9,
    lessons: 47,
    duration: '20 Weeks',
    instructor: {
      name: 'Arjun Mehta',
      role: 'Senior Data Scientist',
      avatar: '/images/instructors/arjun-mehta.svg',
      // Sample profile (labelled so on the course page): staff replace it with the real trainer's in the admin area.
      experience: '13 years in data science and machine learning; has mentored 900+ learners',
      linkedin: null,
      bio: 'Arjun has built forecasting and recommendation models for e-commerce and fintech products. He teaches statistics through code, reviews every capstone model line by line, and runs the weekly mock interviews for data roles.',
      sample: true,
      consent: null,
    },
    fee: {
      amount: 60000,
      emi: 'No-cost EMI from ₹10,000 a month for 6 months',
      scholarship: null,
    },
    leadCourse: 'Data Science',
    hero: {
      position: 2,
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
      background: '/images/hero/data-science.svg',
      backgroundAlt: 'Illustration of a neural network beside a scatter plot with a fitted curve',
    },
    details: {
      overview: [
        'Data science is where statistics, programming and business sense meet. This course builds all three: you learn the mathematics behind the models, the Python to build them and the judgement to know which one a problem needs.',
        'Projects use retail, banking and healthcare data. You train, tune and deploy models, and finish with a capstone reviewed by data scientists working in Hyderabad’s product companies.',
      ],
      audience: [
        'Engineering and science graduates aiming for data scientist or ML engineer roles',
        'Data analysts ready to move from reporting to prediction',
        'Software developers adding machine learning to their skill set',
        'Researchers and postgraduates who want industry-style practice',
      ],
      curriculum: [
        {
          title: 'Python Programming',
          modules: [
            'Python setup and syntax',
            'Data types and control flow',
            'Functions and modules',
            'Object-oriented Python',
            'Files, exceptions and logging',
            'NumPy',
            'pandas',
          ],
        },
        {
          title: 'Statistics and Mathematics',
          modules: [
            'Descriptive statistics',
            'Probability and Bayes’ theorem',
            'Probability distributions',
            'Sampling and the central limit theorem',
            'Hypothesis testing and A/B tests',
            'Linear algebra for machine learning',
            'Calculus and gradient descent',
          ],
        },
        {
          title: 'Data Wrangling and Visualisation',
          modules: [
            'SQL for data scientists',
            'Data cleaning and feature engineering',
            'Matplotlib and Seaborn',
            'Exploratory data analysis',
            'Plotly dashboards',
          ],
        },
        {
          title: 'Machine Learning',
          modules: [
            'The machine-learning workflow with scikit-learn',
            'Linear regression',
            'Logistic regression',
            'k-nearest neighbours',
            'Decision trees',
            'Random forests and bagging',
            'Gradient boosting with XGBoost',
            'Support vector machines',
            'Clustering with k-means and DBSCAN',
            'Dimensionality reduction with PCA',
            'Model evaluation and cross-validation',
            'Hyperparameter tuning and pipelines',
          ],
        },
        {
          title: 'Deep Learning',
          modules: [
            'Neural network fundamentals',
            'TensorFlow and Keras',
            'Training deep networks well',
            'Convolutional networks for images',
            'Recurrent networks and sequences',
            'Transfer learning',
            'Time-series forecasting',
          ],
        },
        {
          title: 'NLP and Generative AI',
          modules: [
            'Text preprocessing and embeddings',
            'Transformers and BERT',
            'Large language models and prompting',
            'Retrieval-augmented generation',
          ],
        },
        {
          title: 'Deployment',
          modules: ['Serving models with Flask and FastAPI', 'Docker and cloud deployment', 'MLOps basics: tracking and monitoring'],
        },
        {
          title: 'Capstone and Career',
          modules: ['Capstone project on an industry dataset', 'Portfolio, resume and mock interviews'],
        },
      ],
      tools: ['Python', 'Jupyter', 'pandas', 'scikit-learn', 'XGBoost', 'TensorFlow', 'Keras', 'SQL', 'FastAPI', 'Docker'],
      outcomes: [
        'Choose, train and evaluate the right model for a business problem',
        'Explain model results to non-technical stakeholders',
        'Build deep-learning models for images, text and time series',
        'Deploy a model behind an API and monitor it',
        'A GitHub portfolio with a capstone and six guided projects',
      ],
      schedule: 'Weekday batches: Monday to Friday, 2 hours a day. Weekend batches: Saturday and Sunday, 4 hours a day.',
      faqs: [
        {
          question: 'How much mathematics do I need?',
          answer:
            'School-level algebra is enough to start. We teach the statistics, linear algebra and calculus you need, with code alongside every idea.',
        },
        ...COMMON_FAQS,
      ],
    },
    pastBatch: {
      startDate: '2025-11-06',
      applyBy: '2025-11-01',
    },
  },
  {
    title: 'Java Full-Stack',
    summary: 'Core Java, Spring Boot, REST APIs, React and MySQL: build and ship complete web applications the way product companies do.',
    image: '/images/courses/java-full-stack.svg',
    rating: 4.7,
    lessons: 32,
    duration: '20 Weeks',
    instructor: {
      name: 'Srinivas Rao',
      role: 'Principal Java Engineer',
      avatar: '/images/instructors/srinivas-rao.svg',
      // Sample profile (labelled so on the course page): staff replace it with the real trainer's in the admin area.
      experience: '15 years building Java back ends; has trained 1,500+ developers',
      linkedin: null,
      bio: 'Srinivas designed Spring Boot services for banking and insurance platforms and led teams through microservice migrations. His batches write, test and deploy a full application, the way a product team would.',
      sample: true,
      consent: null,
    },
    fee: {
      amount: 50000,
      emi: 'No-cost EMI from ₹8,334 a month for 6 months',
      scholarship: null,
    },
    leadCourse: 'Java Full Stack Development',
    hero: {
      position: 4,
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
      background: '/images/hero/java-full-stack.svg',
      backgroundAlt: 'Illustration of connected microservice boxes around a server stack',
    },
    details: {
      overview: [
        'Java remains the backbone of banking, insurance and enterprise software, and Hyderabad’s large IT employers hire Java full-stack developers every quarter. This course covers the whole stack: Core Java, Spring Boot, React and MySQL.',
        'You write code from the first day, get it reviewed by senior engineers, and ship a complete application with authentication, tests and a deployment pipeline.',
      ],
      audience: [
        'B.Tech, MCA and B.Sc. graduates preparing for developer roles',
        'Manual testers and support engineers moving into development',
        'Developers who know one layer and want the full stack',
        'Final-year students preparing for campus placements',
      ],
      curriculum: [
        {
          title: 'Core Java',
          modules: [
            'Java setup, the JVM and syntax',
            'Object-oriented programming: classes, inheritance and polymorphism',
            'Interfaces and abstract classes',
            'Exception handling',
            'The collections framework',
            'Generics and lambdas',
            'The Streams API',
            'Multithreading and concurrency basics',
          ],
        },
        {
          title: 'Databases',
          modules: ['SQL with MySQL', 'JDBC', 'Database design and normalisation'],
        },
        {
          title: 'Web Front End',
          modules: [
            'HTML5 and semantic markup',
            'CSS3, Flexbox and Grid',
            'JavaScript essentials',
            'Modern JavaScript (ES6+) and async code',
            'React components and hooks',
            'React Router and calling APIs',
          ],
        },
        {
          title: 'Spring and Spring Boot',
          modules: [
            'Maven and project structure',
            'Spring Core and dependency injection',
            'Spring Boot',
            'REST APIs with Spring MVC',
            'Spring Data JPA and Hibernate',
            'Validation and error handling',
            'Spring Security and JWT',
            'Testing with JUnit and Mockito',
            'Microservices with Spring Cloud',
          ],
        },
        {
          title: 'DevOps and Delivery',
          modules: ['Git and GitHub workflows', 'Docker', 'CI/CD and cloud deployment'],
        },
        {
          title: 'Capstone and Career',
          modules: [
            'Capstone: a full-stack application',
            'System design basics for interviews',
            'Resume, DSA practice and mock interviews',
          ],
        },
      ],
      tools: ['Java 21', 'IntelliJ IDEA', 'Spring Boot', 'Hibernate', 'MySQL', 'React', 'Maven', 'Git', 'Docker', 'Postman'],
      outcomes: [
        'Write clean, tested Java with the collections and streams APIs',
        'Design and build REST APIs with Spring Boot and Spring Data JPA',
        'Secure an application with Spring Security and JWT',
        'Build React front ends that talk to your APIs',
        'Deploy a complete application with Docker and a CI pipeline',
      ],
      schedule: 'Weekday batches: Monday to Friday, 2 hours a day. Weekend batches: Saturday and Sunday, 4 hours a day.',
      faqs: [
        {
          question: 'I studied C in college. Is that enough?',
          answer: 'Yes. Any programming exposure helps, and we start Core Java from the basics with plenty of practice problems.',
        },
        ...COMMON_FAQS,
      ],
    },
    pastBatch: {
      startDate: '2025-11-06',
      applyBy: '2025-11-01',
    },
  },
  {
    title: 'Python Full-stack',
    summary: 'Python, Django, REST APIs, React and PostgreSQL: from your first script to a deployed, tested web product.',
    image: '/images/courses/python-full-stack.svg',
    rating: 4.8,
    lessons: 32,
    duration: '20 Weeks',
    instructor: {
      name: 'Kavya Reddy',
      role: 'Full-Stack Python Lead',
      avatar: '/images/instructors/kavya-reddy.svg',
      // Sample profile (labelled so on the course page): staff replace it with the real trainer's in the admin area.
      experience: '9 years shipping Python and Django products; has taught 800+ learners',
      linkedin: null,
      bio: 'Kavya has built web platforms and internal tools with Django, FastAPI and React. She teaches clean code and testing from the first week and helps every learner put a deployed project on their CV.',
      sample: true,
      consent: null,
    },
    fee: {
      amount: 50000,
      emi: 'No-cost EMI from ₹8,334 a month for 6 months',
      scholarship: null,
    },
    leadCourse: 'Python Full Stack Development',
    hero: {
      position: 3,
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
      background: '/images/hero/python-full-stack.svg',
      backgroundAlt: 'Illustration of a code editor with Python code next to a web page layout',
    },
    details: {
      overview: [
        'Python is the most loved language for building web products quickly. In this course you learn Python properly, then use Django, Django REST Framework, React and PostgreSQL to build and deploy real applications.',
        'Every module ends in code that runs: a blog engine, a booking system, a REST API with authentication, and a capstone product you deploy to the cloud.',
      ],
      audience: [
        'Freshers from any engineering or science branch',
        'Non-IT graduates switching to software development',
        'Data professionals who want to build web applications',
        'Developers moving from PHP or other stacks to Python',
      ],
      curriculum: [
        {
          title: 'Python',
          modules: [
            'Python setup and syntax',
            'Data types and control flow',
            'Functions, modules and packages',
            'Object-oriented Python',
            'Files, exceptions and logging',
            'Iterators, generators and decorators',
            'Virtual environments and pip',
            'Testing with pytest',
          ],
        },
        {
          title: 'Databases',
          modules: ['SQL with PostgreSQL', 'Database design', 'The Django ORM in depth'],
        },
        {
          title: 'Front End',
          modules: [
            'HTML5',
            'CSS3, Flexbox and Grid',
            'JavaScript essentials',
            'Modern JavaScript and async code',
            'React components and hooks',
            'React state and API integration',
          ],
        },
        {
          title: 'Django and APIs',
          modules: [
            'Django project structure',
            'URLs, views and templates',
            'Models and migrations',
            'Forms and the Django admin',
            'Authentication and permissions',
            'Django REST Framework',
            'JWT authentication',
            'FastAPI essentials',
            'Caching, Celery and background jobs',
          ],
        },
        {
          title: 'Delivery',
          modules: ['Git and GitHub', 'Docker', 'Deploying to the cloud with CI/CD'],
        },
        {
          title: 'Capstone and Career',
          modules: ['Capstone: a full-stack product', 'Data structures and algorithms in Python', 'Resume and mock interviews'],
        },
      ],
      tools: ['Python 3', 'VS Code', 'Django', 'Django REST Framework', 'FastAPI', 'PostgreSQL', 'React', 'Git', 'Docker'],
      outcomes: [
        'Write idiomatic, tested Python',
        'Build secure web applications and REST APIs with Django',
        'Connect a React front end to your own APIs',
        'Model data well in PostgreSQL',
        'Deploy and maintain an application in the cloud',
      ],
      schedule: 'Weekday batches: Monday to Friday, 2 hours a day. Weekend batches: Saturday and Sunday, 4 hours a day.',
      faqs: [
        {
          question: 'Is Python full stack a good choice for a fresher?',
          answer:
            'Yes. Python is quick to learn, and Django and FastAPI are used widely by start-ups and product companies in Hyderabad, so freshers can build a convincing portfolio fast.',
        },
        ...COMMON_FAQS,
      ],
    },
    pastBatch: {
      startDate: '2025-11-06',
      applyBy: '2025-11-01',
    },
  },
  {
    title: 'MERN Stack',
    summary: 'MongoDB, Express, React and Node.js: one language across the stack, with authentication, testing and cloud deployment.',
    image: '/images/courses/mern-stack.svg',
    rating: 4.7,
    lessons: 32,
    duration: '20 Weeks',
    instructor: {
      name: 'Rahul Verma',
      role: 'JavaScript Architect',
      avatar: '/images/instructors/rahul-verma.svg',
      // Sample profile (labelled so on the course page): staff replace it with the real trainer's in the admin area.
      experience: '10 years building JavaScript applications; has trained 1,000+ developers',
      linkedin: null,
      bio: 'Rahul has led front-end and Node.js teams at product start-ups in Hyderabad and Bengaluru. His MERN classes are project-first: learners build, review and deploy a full-stack application in pairs.',
      sample: true,
      consent: null,
    },
    fee: {
      amount: 50000,
      emi: 'No-cost EMI from ₹8,334 a month for 6 months',
      scholarship: null,
    },
    leadCourse: 'MERN Stack',
    hero: null,
    details: {
      overview: [
        'With MongoDB, Express, React and Node.js you build the whole product in one language: JavaScript. This course takes you from JavaScript fundamentals to a deployed, tested MERN application.',
        'You also learn TypeScript, Redux Toolkit, real-time features with Socket.IO and the security and performance habits product teams expect.',
      ],
      audience: [
        'Freshers who want to join product start-ups',
        'Front-end developers adding Node.js and MongoDB',
        'Designers and testers who want to code web applications',
        'Freelancers who want to deliver complete projects',
      ],
      curriculum: [
        {
          title: 'JavaScript',
          modules: [
            'JavaScript syntax and types',
            'Functions, scope and closures',
            'Objects, arrays and ES6+',
            'The DOM and events',
            'Asynchronous JavaScript and promises',
            'TypeScript essentials',
            'Modules and tooling: npm and Vite',
          ],
        },
        {
          title: 'Front End with React',
          modules: [
            'HTML5 semantics',
            'CSS3, Flexbox and Grid',
            'Responsive design',
            'React components and JSX',
            'React hooks',
            'React Router',
            'State management with Redux Toolkit',
            'Forms and validation',
          ],
        },
        {
          title: 'Back End with Node.js',
          modules: [
            'The Node.js runtime',
            'Express routing and middleware',
            'REST API design',
            'MongoDB fundamentals',
            'Mongoose schemas and models',
            'Authentication with JWT',
            'File uploads and validation',
            'Testing with Jest',
          ],
        },
        {
          title: 'Delivery',
          modules: [
            'Git and GitHub',
            'Real-time apps with Socket.IO',
            'Web security best practices',
            'Docker',
            'Cloud deployment and CI/CD',
          ],
        },
        {
          title: 'Capstone and Career',
          modules: [
            'Capstone: a MERN product',
            'Performance and accessibility',
            'Data structures and algorithms in JavaScript',
            'Resume and mock interviews',
          ],
        },
      ],
      tools: ['JavaScript', 'TypeScript', 'React', 'Redux Toolkit', 'Node.js', 'Express', 'MongoDB', 'Jest', 'Git', 'Docker'],
      outcomes: [
        'Build responsive React interfaces with clean state management',
        'Design and secure REST APIs with Node.js and Express',
        'Model data in MongoDB with Mongoose',
        'Add real-time features with Socket.IO',
        'Ship a tested MERN application to the cloud',
      ],
      schedule: 'Weekday batches: Monday to Friday, 2 hours a day. Weekend batches: Saturday and Sunday, 4 hours a day.',
      faqs: [
        {
          question: 'How is MERN different from MEAN?',
          answer:
            'Both use MongoDB, Express and Node.js. MERN uses React for the front end, MEAN uses Angular. React is more common in start-up job listings in Hyderabad.',
        },
        ...COMMON_FAQS,
      ],
    },
    pastBatch: {
      startDate: '2025-11-15',
      applyBy: '2025-11-10',
    },
  },
  {
    title: 'Cloud Computing',
    summary:
      'AWS and Azure foundations, networking, containers, CI/CD and infrastructure as code, with hands-on labs on real cloud accounts.',
    image: '/images/courses/cloud-computing.svg',
    rating: 4.6,
    lessons: 32,
    duration: '2 Months',
    instructor: {
      name: 'Ananya Iyer',
      role: 'Cloud Solutions Architect',
      avatar: '/images/instructors/ananya-iyer.svg',
      // Sample profile (labelled so on the course page): staff replace it with the real trainer's in the admin area.
      experience: '12 years in cloud infrastructure; has prepared 700+ learners for cloud certifications',
      linkedin: null,
      bio: 'Ananya has migrated enterprise workloads to AWS and Azure and set up CI/CD and monitoring for production systems. Her labs run on real cloud accounts, with cost and security checks in every exercise.',
      sample: true,
      consent: null,
    },
    fee: {
      amount: 35000,
      emi: 'No-cost EMI from ₹5,834 a month for 6 months',
      scholarship: null,
    },
    leadCourse: 'Cloud Computing',
    hero: null,
    details: {
      overview: [
        'Every modern application runs in the cloud, and companies need engineers who can build and run it safely. This intensive two-month course covers AWS and Azure, Linux, networking, containers and infrastructure as code.',
        'You work in real cloud accounts from the first week, build a highly available deployment as your capstone and prepare for the AWS Solutions Architect Associate and Azure Administrator certifications.',
      ],
      audience: [
        'System administrators and support engineers moving to cloud roles',
        'Developers who want to deploy and operate their own applications',
        'Graduates targeting cloud and DevOps engineer roles',
        'Network engineers upskilling for cloud networking',
      ],
      curriculum: [
        {
          title: 'Foundations',
          modules: [
            'Cloud concepts and service models',
            'Linux for the cloud',
            'Networking basics: IP, DNS and subnets',
            'Shell scripting',
            'Virtualisation',
            'Security and the shared responsibility model',
          ],
        },
        {
          title: 'Amazon Web Services',
          modules: [
            'AWS accounts, IAM and billing',
            'EC2 compute',
            'VPC networking',
            'S3 and storage classes',
            'RDS and DynamoDB',
            'Elastic Load Balancing and Auto Scaling',
            'Route 53 and CloudFront',
            'Lambda and serverless',
            'CloudWatch monitoring',
            'An AWS Well-Architected review',
          ],
        },
        {
          title: 'Microsoft Azure',
          modules: [
            'Azure fundamentals and the portal',
            'Azure virtual machines and networking',
            'Azure Storage',
            'Azure App Service and Functions',
            'Microsoft Entra ID',
            'Azure Monitor',
          ],
        },
        {
          title: 'DevOps on the Cloud',
          modules: [
            'Git',
            'Docker',
            'Kubernetes basics',
            'Terraform: infrastructure as code',
            'CI/CD with GitHub Actions',
            'Configuration with Ansible',
            'Cloud cost optimisation',
          ],
        },
        {
          title: 'Capstone and Career',
          modules: [
            'Capstone: deploy a highly available application',
            'AWS and Azure certification preparation',
            'Resume and mock interviews',
          ],
        },
      ],
      tools: ['AWS', 'Microsoft Azure', 'Linux', 'Docker', 'Kubernetes', 'Terraform', 'Ansible', 'GitHub Actions'],
      outcomes: [
        'Design secure, highly available architectures on AWS and Azure',
        'Automate infrastructure with Terraform',
        'Run containers with Docker and Kubernetes',
        'Build CI/CD pipelines that deploy on every commit',
        'Prepare for the AWS Solutions Architect Associate and Azure Administrator exams',
      ],
      schedule: 'Weekday batches: Monday to Friday, 3 hours a day. Weekend batches: Saturday and Sunday, 6 hours a day.',
      faqs: [
        {
          question: 'Do I have to pay for cloud accounts?',
          answer: 'No. Labs run in accounts we provide, with spending limits, so you can practise without a credit card of your own.',
        },
        ...COMMON_FAQS,
      ],
    },
    pastBatch: {
      startDate: '2025-11-15',
      applyBy: '2025-11-10',
    },
  },
];

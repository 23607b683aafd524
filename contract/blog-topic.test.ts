import { DEFAULT_SITE_CONTACT } from './site';
import { buildBlogPostingJsonLd } from './content-structured-data';
import { courseForPost, readingMinutesOf, sharedWordCount, topicWords, type CourseTopic, type PostTopic } from './blog-topic';

/** The catalogue as seeded, in its order: titles and tools are what the match reads. */
const COURSES: CourseTopic[] = [
  {
    slug: 'data-analytics',
    title: 'Data Analytics',
    tools: ['Microsoft Excel', 'MySQL', 'Power BI', 'Tableau', 'Python', 'pandas', 'Jupyter', 'Git'],
  },
  {
    slug: 'data-science',
    title: 'Data Science',
    tools: ['Python', 'Jupyter', 'pandas', 'scikit-learn', 'XGBoost', 'TensorFlow', 'Keras', 'SQL', 'FastAPI', 'Docker'],
  },
  {
    slug: 'java-full-stack',
    title: 'Java Full-Stack',
    tools: ['Java 21', 'IntelliJ IDEA', 'Spring Boot', 'Hibernate', 'MySQL', 'React', 'Maven', 'Git', 'Docker', 'Postman'],
  },
  {
    slug: 'python-full-stack',
    title: 'Python Full-stack',
    tools: ['Python 3', 'VS Code', 'Django', 'Django REST Framework', 'FastAPI', 'PostgreSQL', 'React', 'Git', 'Docker'],
  },
  {
    slug: 'mern-stack',
    title: 'MERN Stack',
    tools: ['JavaScript', 'TypeScript', 'React', 'Redux Toolkit', 'Node.js', 'Express', 'MongoDB', 'Jest', 'Git', 'Docker'],
  },
  {
    slug: 'cloud-computing',
    title: 'Cloud Computing',
    tools: ['AWS', 'Microsoft Azure', 'Linux', 'Docker', 'Kubernetes', 'Terraform', 'Ansible', 'GitHub Actions'],
  },
];

const post = (title: string, content = '', courseSlug: string | null = null, description = ''): PostTopic => ({
  title,
  description,
  content,
  courseSlug,
});
const matched = (p: PostTopic, courses = COURSES) => courseForPost(p, courses)?.slug ?? null;

describe('readingMinutesOf', () => {
  it('reads 200 words a minute, rounded, at least 1; markup and link addresses are not words', () => {
    expect(readingMinutesOf('')).toBe(1);
    expect(readingMinutesOf('Just a few words.')).toBe(1);
    expect(readingMinutesOf(Array(1000).fill('word').join(' '))).toBe(5);
    expect(readingMinutesOf(Array(1099).fill('word').join(' '))).toBe(5);
    expect(readingMinutesOf(Array(1100).fill('word').join('\n'))).toBe(6);
    // Bullets, bold marks and a link's address add nothing; "1." and "don't" are one word each.
    const marked = "- *one* [two](https://example.com/a/very/long/address/of/many/parts)\n1. don't";
    expect(readingMinutesOf(Array(400).fill(marked).join('\n'))).toBe(8);
  });
});

describe('topic words', () => {
  it('drops stop words and lone numbers, folds plurals and case', () => {
    expect([...topicWords('The Top 10 Coding Practices for Developers')]).toEqual(['coding', 'practice', 'developer']);
    expect(sharedWordCount(topicWords('DevOps practices in 2025'), topicWords('A devops practice guide'))).toBe(2);
    expect(sharedWordCount(topicWords('Class notes'), topicWords('classes'))).toBe(0);
  });
});

describe('courseForPost', () => {
  it("takes the post's own course link when the catalogue has it, else matches by topic", () => {
    expect(matched(post('Anything at all', '', 'cloud-computing'))).toBe('cloud-computing');
    // A link to a course no longer offered falls back to the post's words.
    expect(matched(post('Kubernetes for beginners', '', 'retired-course'))).toBe('cloud-computing');
  });

  it('a post on pandas leads to Data Analytics or Data Science (both teach it; the first listed wins the tie)', () => {
    expect(matched(post('Cleaning messy data with pandas', 'Load a CSV, drop duplicates, fill gaps.'))).toBe('data-analytics');
    // Deep-learning words tip it to Data Science.
    expect(matched(post('From pandas to TensorFlow', 'Prepare features with pandas, then train with Keras.'))).toBe('data-science');
  });

  it("names a course by its title or by tools only it teaches; the post's title counts twice", () => {
    expect(matched(post('Why we teach Spring Boot', 'Services with Hibernate.'))).toBe('java-full-stack');
    expect(matched(post('Careers', 'Our Cloud Computing learners deploy on AWS.'))).toBe('cloud-computing');
    expect(matched(post('State in React apps', 'Redux Toolkit and Node.js on the server, MongoDB for data.'))).toBe('mern-stack');
    // "Node.js" is node and js in the post as in the tool's name.
    expect(matched(post('Node.js streams', ''))).toBe('mern-stack');
    // Django in the body, Express in the title: the title wins.
    expect(matched(post('Express middleware explained', 'Unlike Django, Express keeps it small.'))).toBe('mern-stack');
  });

  it('names no course when the words match none clearly: a tool every stack teaches is not enough', () => {
    expect(matched(post('How to prepare for an HR interview', 'Dress well and be on time.'))).toBeNull();
    expect(matched(post('Five Git habits', 'Commit often.'))).toBeNull();
    expect(matched(post('Docker in five minutes', ''))).toBeNull();
    expect(matched(post('Cleaning data with pandas', ''), [])).toBeNull();
  });

  it('matches the seeded coding-practices post (Java, Python and MERN trainers, JUnit, pytest and Jest) to a stack course', () => {
    const slug = matched(
      post(
        'Top 10 Coding Practices Every Developer Should Follow',
        'Our Java, Python and MERN trainers look for ten habits. JUnit, pytest and Jest make this quick. Small Git commits.',
      ),
    );
    expect(['java-full-stack', 'mern-stack']).toContain(slug);
  });
});

describe('BlogPosting author', () => {
  const base = {
    slug: 'sql',
    title: 'SQL',
    description: 'Ranks.',
    createdAt: '2026-01-10T08:00:00.000Z',
    updatedAt: '2026-01-10T08:00:00.000Z',
    image: null,
  };
  const SITE_URL = 'https://www.itx-test.in';

  it('is the person the byline names, with their role as jobTitle, working for the institute; the institute still publishes', () => {
    const data = buildBlogPostingJsonLd(
      { ...base, authorName: 'Arjun Mehta', authorRole: 'Data Science Trainer, ITX' },
      SITE_URL,
      DEFAULT_SITE_CONTACT,
    );
    expect(data.author).toEqual({
      '@type': 'Person',
      name: 'Arjun Mehta',
      jobTitle: 'Data Science Trainer, ITX',
      worksFor: { '@id': `${SITE_URL}/#organization` },
    });
    expect(data.publisher).toMatchObject({ '@type': 'EducationalOrganization', '@id': `${SITE_URL}/#organization` });
    expect(
      buildBlogPostingJsonLd({ ...base, authorName: 'Arjun Mehta', authorRole: '' }, SITE_URL, DEFAULT_SITE_CONTACT).author,
    ).not.toHaveProperty('jobTitle');
  });

  it('is the institute for the default byline and for posts from before bylines existed', () => {
    for (const input of [base, { ...base, authorName: 'ITX Editorial Team', authorRole: '' }]) {
      expect(buildBlogPostingJsonLd(input, SITE_URL, DEFAULT_SITE_CONTACT).author).toMatchObject({
        '@type': 'Organization',
        '@id': `${SITE_URL}/#organization`,
      });
    }
  });
});

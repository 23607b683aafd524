import type { Tx } from '../client';
import { blogs } from '../schema';
import { storeImage } from '../../plugins/app/images-repository';
import type { ArtTheme } from './blog-art';
import { seedArt } from './seed-art';

interface SamplePost {
  slug: string;
  title: string;
  description: string;
  content: string;
  art: ArtTheme;
  imageAlt: string;
  bannerImageAlt: string;
  createdAt: string;
  /** The byline (issue 21): the institute's own team wrote the seeded posts; staff change it in the blog editor. */
  authorName: string;
  authorRole: string;
  /** The course the post's call-to-action names; null: matched by the post's words. */
  courseSlug: string | null;
}

/** The three sample posts (docs/product.md §3), written for ITX; content uses the light markup of docs/product.md §5. */
export const SAMPLE_POSTS: SamplePost[] = [
  {
    slug: 'the-future-of-ai',
    title: 'The Future of AI',
    description:
      'What the next few years of artificial intelligence mean for learners and working professionals in Hyderabad, and which skills will still matter when the hype settles.',
    art: 'ai',
    imageAlt: 'A neural network drawn as layers of connected nodes on a navy background',
    bannerImageAlt: 'Banner: layers of connected nodes of a neural network',
    createdAt: '2025-06-20T05:30:00.000Z',
    authorName: 'ITX Editorial Team',
    authorRole: 'Data Science faculty, ITX',
    courseSlug: 'data-science',
    content: `Every few months a new AI model makes headlines, and every few months our counsellors at ITX in HITEC City hear the same question from students: *Is it still worth learning to code, or to analyse data, if AI can do it?* Our answer is yes, but the work is changing shape, and the people who understand that change will be the ones teams want to hire.

AI is no longer a research topic that lives only inside large labs. Hyderabad's global capability centres, product start-ups and IT services firms already use it in ordinary work: drafting code, summarising support tickets, forecasting demand, spotting fraud and reading scanned documents. What has changed is not that machines became magical, but that good models became cheap enough to put into everyday tools.

*Where AI is heading in the next few years*

1. *Smaller, specialised models.* Companies are moving from one giant general model to smaller models tuned on their own data, which are cheaper to run and easier to control.
2. *AI inside every tool.* Spreadsheets, IDEs, BI dashboards and cloud consoles now ship with assistants. Knowing how to check their output becomes part of knowing the tool.
3. *Agents that take actions.* Systems that read an instruction, call APIs and complete a multi-step task are moving from demos into production, with people reviewing the results.
4. *Regulation and responsibility.* India's data-protection rules and client contracts ask teams to explain where data goes and how a model reached a decision.
5. *Data quality as the real advantage.* Models are widely available; clean, well-labelled, well-governed data is not.

*What this means for your career*

AI changes tasks faster than it removes jobs. A data analyst who once spent a day cleaning a spreadsheet now spends an hour checking what an assistant cleaned, and the rest of the day answering better business questions. A developer who once wrote boilerplate by hand now reviews generated code and spends more time on design, testing and security. The skills that grow in value are the ones a model cannot supply on its own:

- *Strong fundamentals:* SQL, Python, statistics, data structures and how the web works, so you can tell when generated output is wrong.
- *Problem framing:* turning a vague business request into a precise question, a metric and a dataset.
- *Evaluation:* testing models and prompts the way engineers test software, with real examples and clear pass or fail criteria.
- *Communication:* explaining results, limits and risks to people who do not write code.
- *Responsible use:* protecting personal data, watching for bias and knowing when not to automate.

*How we teach it at ITX*

Our Data Science and Data Analytics programmes start with the fundamentals and then put AI tools to work on real projects: students build a model, compare it with a simple baseline, and present the trade-offs to a panel the way they would at work. In the full-stack tracks, learners use coding assistants from the first month, and learn to read, test and refactor what the assistant produces rather than pasting it in blindly.

The future of AI is not a future without people. It is a future where people who understand data, code and the business problem use AI to do more in a day than they could before. If you want to be one of them, talk to our counsellors about a free demo class at our HITEC City centre or online.`,
  },
  {
    slug: 'top-10-coding-practices',
    title: 'Top 10 Coding Practices Every Developer Should Follow',
    description:
      'Ten habits our trainers look for in every project review, from naming and small functions to tests, code review and version control, with the reasons behind each.',
    art: 'code',
    imageAlt: 'An editor window with coloured, indented lines of code',
    bannerImageAlt: 'Banner: an editor window with indented lines of code',
    createdAt: '2025-05-28T05:30:00.000Z',
    authorName: 'ITX Editorial Team',
    authorRole: 'Full-stack faculty, ITX',
    // Java, Python and MERN alike: the call-to-action is matched by the post's words.
    courseSlug: null,
    content: `Writing code that runs is the first step. Writing code that a teammate can read, change and trust six months later is what gets you hired and promoted. In every project review at ITX, our Java, Python and MERN trainers look for the same ten habits. None of them needs a special tool, and all of them pay off from your very first assignment.

1. *Name things for what they mean.* A variable called totalFeeInRupees tells the next reader more than x or temp. Good names remove the need for most comments.
2. *Keep functions small and focused.* A function should do one job. If you need the word "and" to describe it, split it.
3. *Write tests as you go.* A few unit tests for the tricky cases, run on every change, catch mistakes while they are still cheap. JUnit, pytest and Jest make this a few minutes of work.
4. *Commit early, commit often.* Small Git commits with clear messages make it easy to find where a bug came in and to undo a bad change without losing a day's work.
5. *Handle errors on purpose.* Decide what happens when a file is missing, a network call fails or a user types letters into a phone field. Show a clear message; never swallow the error silently.
6. *Validate every input.* Anything that comes from a form, a URL or another service can be wrong or hostile. Check it at the boundary, in one place.
7. *Don't repeat yourself, but don't over-abstract.* Extract shared logic once you see the same code three times, not before. A little duplication is cheaper than the wrong abstraction.
8. *Format consistently and let tools enforce it.* Prettier, Black or the IDE formatter end style debates, and linters such as ESLint or SonarLint catch bugs before a reviewer does.
9. *Ask for code review, and review others.* A second pair of eyes finds problems you cannot see in your own code, and reading other people's code is one of the fastest ways to learn.
10. *Leave the code better than you found it.* Rename a confusing variable, delete dead code, add the missing test. Small improvements on every visit keep a codebase healthy.

*Why these habits matter in interviews*

Recruiters from Hyderabad's product companies and service firms increasingly ask candidates to walk through a GitHub repository or to extend an existing piece of code in a live round. They are not only checking whether the code works. They look for:

- clear structure and names they can follow without help;
- tests that show you thought about edge cases;
- a commit history that tells the story of the project;
- honest handling of errors and invalid input.

*How we build these habits at ITX*

Every capstone project in our full-stack programmes runs like a real team project: a shared Git repository, pull requests, code review by trainers and peers, and automated checks that must pass before a merge. By the time you graduate, these ten practices are not rules you memorised but the way you work, and that shows in every interview.`,
  },
  {
    slug: 'devops-best-practices',
    title: 'DevOps Best Practices for Faster, Safer Releases',
    description:
      'How teams ship software many times a day without breaking it: version control for everything, automated pipelines, infrastructure as code, monitoring and a blameless culture.',
    art: 'devops',
    imageAlt: 'An infinity loop with stage markers, the symbol of the DevOps cycle',
    bannerImageAlt: 'Banner: the DevOps infinity loop with stage markers',
    createdAt: '2025-05-06T05:30:00.000Z',
    authorName: 'ITX Editorial Team',
    authorRole: 'Cloud Computing faculty, ITX',
    courseSlug: 'cloud-computing',
    content: `DevOps is not a job title or a single tool. It is a way of working in which the people who build software and the people who run it share one goal: deliver changes to users quickly and safely, then learn from what happens. Teams that get it right release many times a day with fewer outages than teams that release once a quarter.

Here are the practices we teach in the Cloud Computing programme at ITX, and that hiring managers in Hyderabad's cloud and product teams expect new engineers to understand.

*1. Put everything in version control*

Application code, infrastructure definitions, pipeline configuration, database migrations and documentation all belong in Git. If it is not in version control, it cannot be reviewed, repeated or rolled back.

*2. Automate the path to production*

A continuous integration and delivery pipeline turns every change into a tested, deployable build without manual steps:

1. A developer opens a pull request.
2. The pipeline builds the code and runs unit and integration tests.
3. Static analysis and dependency scans check for bugs and known vulnerabilities.
4. The build is packaged once, for example as a container image, and that same artefact moves through every environment.
5. Deployment to production happens automatically or with one approval, never by copying files by hand.

*3. Treat infrastructure as code*

Servers, networks and databases are described in files with tools such as Terraform, AWS CloudFormation or Azure Bicep. Environments become reproducible, reviews catch mistakes before they reach the cloud bill, and a lost environment can be rebuilt in minutes.

*4. Release in small, reversible steps*

- Ship small changes often; a small change is easy to review and easy to undo.
- Use feature flags to separate deploying code from switching a feature on.
- Roll out gradually with blue-green or canary releases, and keep a tested rollback.

*5. Monitor what users experience*

Collect logs, metrics and traces in one place, and alert on symptoms users feel: error rates, slow responses, failed payments. Tools such as Prometheus, Grafana, CloudWatch and Azure Monitor make this routine.

*6. Build security in from the start*

Keep secrets out of code and in a vault, give every service the least access it needs, patch base images regularly and scan dependencies in the pipeline. Security checks that run on every commit cost far less than a breach.

*7. Learn without blame*

When something breaks, write a short post-incident review that asks what in the system allowed the mistake, not who made it. Teams that feel safe reporting problems fix them faster.

*Start practising now*

You do not need a large company to learn DevOps. Take a small project, put it on GitHub, add a pipeline that runs its tests on every push, containerise it with Docker and deploy it to a free cloud tier. That single project teaches more than a week of reading, and it is exactly the kind of work our Cloud Computing learners present to recruiters at the end of the course.`,
  },
];

/** Sample blogs for a fresh database, with artwork generated here (nothing hot-linked). */
export async function seedBlogs(tx: Tx): Promise<void> {
  const art = await seedArt();
  for (const post of SAMPLE_POSTS) {
    const pictures = art.get(post.art);
    if (!pictures) throw new Error(`artwork missing for ${post.slug}`);
    await storeImage(tx, pictures.image);
    await storeImage(tx, pictures.banner);
    const createdAt = new Date(post.createdAt);
    await tx.insert(blogs).values({
      slug: post.slug,
      title: post.title,
      description: post.description,
      content: post.content,
      imageHash: pictures.image.hash,
      imageAlt: post.imageAlt,
      bannerImageHash: pictures.banner.hash,
      bannerImageAlt: post.bannerImageAlt,
      authorName: post.authorName,
      authorRole: post.authorRole,
      courseSlug: post.courseSlug,
      createdAt,
      updatedAt: createdAt,
    });
  }
}

import { screen, within } from '@testing-library/react';
import type { BlogDto, CourseSummaryDto } from '@contract';
import { answerFetches, batchDto, blogDto, courseSummaryDto, jsonLdOfType, renderWithProviders } from '@/shared/lib/test';
import { BlogDetailPage } from './blog-detail-page';

const HASH = 'a'.repeat(64);
const post = blogDto({
  title: 'DevOps Best Practices',
  description: 'Ship safely.',
  content: 'Why:\n1. *Automate* builds\n2. Monitor\n- Git\n<script>alert(1)</script>',
  bannerImageUrl: `/api/images/${HASH}-1600.webp`,
  bannerImageAlt: 'The DevOps loop',
  bannerImage: { hash: HASH, width: 1600, height: 560, widths: [480, 960, 1600] },
  createdAt: '2025-05-06T05:30:00.000Z',
});

const cloud = courseSummaryDto({
  title: 'Cloud Computing',
  tools: ['AWS', 'Docker', 'Kubernetes', 'Terraform'],
  fee: { amount: 40000, emi: null, scholarship: null },
  nextBatch: batchDto({ startDate: '2099-03-02', applyBy: '2099-02-25' }),
});
const analytics = courseSummaryDto({ title: 'Data Analytics', tools: ['Microsoft Excel', 'Power BI', 'pandas'] });

/** What the API answers on this test's page: the post, its related posts and the course list. */
let shown: { post: BlogDto | null; related: BlogDto[] | null; courses: CourseSummaryDto[] | null };
const asked: string[] = [];
answerFetches((_request, path) => {
  asked.push(path);
  if (path === '/api/courses') return shown.courses ? Response.json(shown.courses) : Response.json({ message: 'Down' }, { status: 503 });
  if (path.endsWith('/related'))
    return shown.related ? Response.json(shown.related) : Response.json({ message: 'Blog not found' }, { status: 404 });
  if (path.startsWith('/api/blogs/blogs/'))
    return shown.post ? Response.json(shown.post) : Response.json({ message: 'Blog not found' }, { status: 404 });
  return Response.json({ message: 'Not found' }, { status: 404 });
});
beforeEach(() => {
  shown = { post, related: [], courses: [analytics, cloud] };
  asked.length = 0;
});

const renderPage = (route = '/blogs/devops-best-practices') => renderWithProviders(<BlogDetailPage />, { route, path: '/blogs/:slug' });
const byline = () => screen.getByTestId('post-byline');

describe('BlogDetailPage', () => {
  it('shows Loading... then the banner, title and formatted content', async () => {
    const { container } = renderPage();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'DevOps Best Practices' })).toBeInTheDocument();
    const banner = screen.getByRole('img', { name: 'The DevOps loop' });
    expect(banner).toHaveAttribute('src', `/api/images/${HASH}-1600.webp`);
    expect(banner.getAttribute('srcset')).toBe(
      `/api/images/${HASH}-480.webp 480w, /api/images/${HASH}-960.webp 960w, /api/images/${HASH}-1600.webp 1600w`,
    );
    expect(banner).toHaveAttribute('width', '1600');
    expect(banner).toHaveAttribute('height', '560');
    expect(screen.getByText('Automate').tagName).toBe('STRONG');
    expect(container.querySelector('article ol li')).toHaveTextContent('Automate builds');
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(container.querySelector('article script:not([type="application/ld+json"])')).toBeNull();
  });

  it('dates the post when it went public, not when it was written', async () => {
    shown.post = { ...post, createdAt: '2025-05-01T05:30:00.000Z', publishedAt: '2025-06-10T05:30:00.000Z' };
    const { container } = renderPage();
    await screen.findByRole('heading', { level: 1, name: 'DevOps Best Practices' });
    expect(container.querySelector('article time')).toHaveAttribute('dateTime', '2025-06-10T05:30:00.000Z');
    expect(container.querySelector('article time')).toHaveTextContent('10 June 2025');
    const [posting] = jsonLdOfType('BlogPosting');
    expect(posting?.datePublished).toBe('2025-06-10T05:30:00.000Z');
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('shows the byline under the title: initials avatar, author, role, date and reading time; the author is a Person in its data', async () => {
    shown.post = { ...post, authorName: 'Ananya Iyer', authorRole: 'Cloud Computing Trainer, ITX', readingMinutes: 7 };
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'DevOps Best Practices' });
    expect(byline()).toHaveTextContent('AIAnanya IyerCloud Computing Trainer, ITX6 May 2025·7 min read');
    // The initials are decorative: the name is written beside them.
    expect(within(byline()).getByText('AI')).toHaveAttribute('aria-hidden', 'true');
    const [posting] = jsonLdOfType('BlogPosting');
    expect(posting?.author).toMatchObject({ '@type': 'Person', name: 'Ananya Iyer', jobTitle: 'Cloud Computing Trainer, ITX' });
    expect(posting?.publisher).toMatchObject({ '@type': 'EducationalOrganization' });
  });

  it('shows a post from before bylines with the default author and no role, at least 1 min read', async () => {
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'DevOps Best Practices' });
    expect(byline()).toHaveTextContent('ITITX Editorial Team6 May 2025·1 min read');
  });

  it("ends with the post's linked course: its name, next batch, fee, its page and a call about it", async () => {
    shown.post = { ...post, courseSlug: 'data-analytics' };
    renderPage();
    const cta = await screen.findByRole('complementary', { name: 'Data Analytics course' });
    expect(within(cta).getByRole('heading', { level: 2 })).toHaveTextContent('Data Analytics course');
    expect(cta).toHaveTextContent(/Next batch: \w{3} \d{2}(st|nd|rd|th) \d{4}/);
    expect(cta).toHaveTextContent('Fee: ₹45,000');
    expect(within(cta).getByRole('link', { name: 'Get A Call about Data Analytics' })).toHaveAttribute(
      'href',
      '/enrollnow?course=data-analytics',
    );
    expect(within(cta).getByRole('link', { name: 'View the Data Analytics course' })).toHaveAttribute('href', '/courses/data-analytics');
  });

  it('matches a post without a course link by its words (DevOps on Kubernetes and Terraform: Cloud Computing)', async () => {
    shown.post = { ...post, content: 'Deploy with Kubernetes; describe the servers with Terraform.' };
    renderPage();
    const cta = await screen.findByRole('complementary', { name: 'Cloud Computing course' });
    expect(cta).toHaveTextContent('Next batch: Mar 02nd 2099');
    expect(cta).toHaveTextContent('Fee: ₹40,000');
    expect(within(cta).getByRole('link', { name: /^Get A Call/ })).toHaveAttribute('href', '/enrollnow?course=cloud-computing');
  });

  it('offers a call with an advisor when no course fits', async () => {
    renderPage();
    const cta = await screen.findByRole('complementary', { name: 'Not sure which course fits?' });
    expect(within(cta).getByRole('link', { name: 'Get A Call' })).toHaveAttribute('href', '/enrollnow');
  });

  it('offers the call too when the courses cannot be loaded', async () => {
    shown.post = { ...post, courseSlug: 'data-analytics' };
    shown.courses = null;
    renderPage();
    const cta = await screen.findByRole('complementary', { name: 'Not sure which course fits?' });
    expect(within(cta).getByRole('link', { name: 'Get A Call' })).toHaveAttribute('href', '/enrollnow');
  });

  it('ends with up to three related posts as cards, asked together with the post', async () => {
    shown.related = [
      blogDto({ _id: 'r1', title: 'Terraform State Explained' }),
      blogDto({ _id: 'r2', title: 'Kubernetes Rollouts' }),
      blogDto({ _id: 'r3', title: 'Monitoring That Matters' }),
    ];
    renderPage();
    const section = await screen.findByRole('region', { name: 'Related posts' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Terraform State Explained', 'Kubernetes Rollouts', 'Monitoring That Matters']);
    expect(within(section).getByRole('link', { name: /^Read More\s?: Kubernetes Rollouts$/ })).toHaveAttribute(
      'href',
      '/blogs/kubernetes-rollouts',
    );
    // Asked together with the post, not after it.
    expect(asked.slice(0, 2).sort()).toEqual(['/api/blogs/blogs/devops-best-practices', '/api/blogs/blogs/devops-best-practices/related']);
  });

  it('shows no related section for a post without related posts', async () => {
    renderPage();
    await screen.findByRole('complementary');
    expect(screen.queryByRole('region', { name: 'Related posts' })).not.toBeInTheDocument();
  });

  it('previews a draft for the admin: marked as a draft, never indexed, no related posts', async () => {
    shown.post = { ...post, status: 'draft', publishedAt: null };
    shown.related = null;
    renderPage('/blogs/devops-best-practices?preview=1');
    await screen.findByRole('heading', { level: 1, name: 'DevOps Best Practices' });
    expect(screen.getByText('Preview of a draft: visitors cannot see this post until it is published.')).toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
    await screen.findByRole('complementary');
    expect(screen.queryByRole('region', { name: 'Related posts' })).not.toBeInTheDocument();
  });

  it("shows 'Blog not found' for an unknown slug", async () => {
    shown.post = null;
    shown.related = null;
    renderPage('/blogs/nope');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See All Blogs' })).toHaveAttribute('href', '/blogs');
  });
});

import { screen } from '@testing-library/react';
import { blogDto, renderWithProviders } from '@/shared/lib/test';
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

afterEach(() => jest.restoreAllMocks());

describe('BlogDetailPage', () => {
  it('shows Loading... then the banner, title and formatted content', async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json(post));
    const { container } = renderWithProviders(<BlogDetailPage />, { route: '/blogs/devops-best-practices', path: '/blogs/:slug' });
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
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () =>
        Response.json({ ...post, createdAt: '2025-05-01T05:30:00.000Z', publishedAt: '2025-06-10T05:30:00.000Z' }),
      );
    const { container } = renderWithProviders(<BlogDetailPage />, { route: '/blogs/devops-best-practices', path: '/blogs/:slug' });
    await screen.findByRole('heading', { level: 1, name: 'DevOps Best Practices' });
    expect(container.querySelector('article time')).toHaveAttribute('dateTime', '2025-06-10T05:30:00.000Z');
    expect(container.querySelector('article time')).toHaveTextContent('10 June 2025');
    const posting = [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>)
      .find((d) => d['@type'] === 'BlogPosting');
    expect(posting?.datePublished).toBe('2025-06-10T05:30:00.000Z');
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('previews a draft for the admin: marked as a draft, never indexed', async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ ...post, status: 'draft', publishedAt: null }));
    renderWithProviders(<BlogDetailPage />, { route: '/blogs/devops-best-practices?preview=1', path: '/blogs/:slug' });
    await screen.findByRole('heading', { level: 1, name: 'DevOps Best Practices' });
    expect(screen.getByText('Preview of a draft: visitors cannot see this post until it is published.')).toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it("shows 'Blog not found' for an unknown slug", async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ message: 'Blog not found' }, { status: 404 }));
    renderWithProviders(<BlogDetailPage />, { route: '/blogs/nope', path: '/blogs/:slug' });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See All Blogs' })).toHaveAttribute('href', '/blogs');
  });
});

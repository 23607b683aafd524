import { screen } from '@testing-library/react';
import type { BlogDto } from '@contract';
import { blogDto, renderWithProviders } from '@/shared/lib/test';
import { BlogTeaser } from './blog-teaser';

const HASH = 'c'.repeat(64);
const blog = (title: string, i: number): BlogDto =>
  blogDto({
    _id: `b${i}`,
    title,
    imageUrl: `/api/images/${HASH}-960.webp`,
    imageAlt: `Picture for ${title}`,
    image: { hash: HASH, width: 960, height: 540, widths: [480, 960] },
  });

afterEach(() => jest.restoreAllMocks());

describe('BlogTeaser', () => {
  it("shows the first three posts with 'Read More' links and 'View All Blogs'", async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => Response.json(['Alpha Post', 'Beta Post', 'Gamma Post', 'Delta Post'].map(blog)));
    renderWithProviders(<BlogTeaser />);
    await screen.findByRole('heading', { level: 3, name: 'Alpha Post' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Alpha Post', 'Beta Post', 'Gamma Post']);
    expect(screen.getAllByRole('link', { name: /^Read More/ }).map((a) => a.getAttribute('href'))).toEqual([
      '/blogs/alpha-post',
      '/blogs/beta-post',
      '/blogs/gamma-post',
    ]);
    expect(screen.getByRole('link', { name: 'View All Blogs' })).toHaveAttribute('href', '/blogs');
    const img = screen.getByRole('img', { name: 'Picture for Alpha Post' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('srcset', `/api/images/${HASH}-480.webp 480w, /api/images/${HASH}-960.webp 960w`);
  });
});

import { screen } from '@testing-library/react';
import type { BlogDto } from '@contract';
import { renderWithProviders } from '@/app/testing';
import { BlogTeaser } from './blog-teaser';

const HASH = 'c'.repeat(64);
const blog = (title: string, i: number): BlogDto => ({
  _id: `b${i}`,
  title,
  description: `About ${title}`,
  content: 'Text',
  slug: title.toLowerCase().replace(/\s+/g, '-'),
  imageUrl: `/api/images/${HASH}-960.webp`,
  bannerImageUrl: null,
  imageAlt: `Picture for ${title}`,
  bannerImageAlt: '',
  image: { hash: HASH, width: 960, height: 540, widths: [480, 960] },
  bannerImage: null,
  createdAt: '2025-06-01T05:30:00.000Z',
  updatedAt: '2025-06-01T05:30:00.000Z',
  version: 1,
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

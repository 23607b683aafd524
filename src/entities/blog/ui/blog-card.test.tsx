import { screen } from '@testing-library/react';
import { blogDto, renderWithProviders } from '@/shared/lib/test';
import { BlogCard, fallbackBlogArt } from './blog-card';

describe('BlogCard', () => {
  it("gives a post without an image of its own the sample artwork, in the card's 16:9 slot (issue 21)", () => {
    const { container } = renderWithProviders(<BlogCard blog={blogDto({ title: 'No Picture Post' })} />);
    const art = screen.getByTestId('blog-fallback-art');
    expect(art).toHaveAttribute('src', fallbackBlogArt('no-picture-post'));
    expect(art.getAttribute('src')).toMatch(/^\/images\/blogs\/fallback-(ai|code|devops)\.svg$/);
    // Decorative: the heading names the post.
    expect(art).toHaveAttribute('alt', '');
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });

  it('picks the same artwork for a post every time, and spreads posts over the three pictures', () => {
    expect(fallbackBlogArt('sql-window-functions')).toBe(fallbackBlogArt('sql-window-functions'));
    const used = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((s) => fallbackBlogArt(`post-${s}`)));
    expect(used.size).toBe(3);
  });
});

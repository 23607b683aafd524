import { render, screen, within } from '@testing-library/react';
import { BlogContent } from './blog-content';

describe('BlogContent', () => {
  it('renders numbered lines as an ordered list, dash lines as bullets and asterisks as bold', () => {
    render(<BlogContent content={'Why it matters:\n1. Write *tests* first\n2. Review code\n\n- Git\n- CI'} />);
    const [ordered, bullets] = screen.getAllByRole('list');
    if (!ordered || !bullets) throw new Error('two lists expected');
    expect([ordered.tagName, bullets.tagName]).toEqual(['OL', 'UL']);
    expect(
      within(ordered)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Write tests first', 'Review code']);
    expect(
      within(bullets)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Git', 'CI']);
    expect(screen.getByText('tests').tagName).toBe('STRONG');
    expect(screen.getByText('Why it matters:').tagName).toBe('P');
  });

  it('shows a typed script tag as text and never runs it', () => {
    const { container } = render(<BlogContent content={'<script>window.__pwned = true</script>'} />);
    expect(screen.getByText('<script>window.__pwned = true</script>')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('shows an <img onerror> attempt as text, inside lists and bold too', () => {
    const payload = '<img src=x onerror="alert(1)">';
    const { container } = render(<BlogContent content={`- ${payload}\n*${payload}*`} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('listitem')).toHaveTextContent(payload);
    expect(container.querySelector('strong')).toHaveTextContent(payload);
  });
});

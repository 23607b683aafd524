import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/shared/lib/test';
import { BlogContent } from './blog-content';

// Links to this site's pages are router links: the content renders inside the app's router.
const render = (ui: React.ReactElement) => renderWithProviders(ui);

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

  it('renders "## " and "### " lines as headings below the page title, one level lower inside a section', () => {
    const { unmount } = render(<BlogContent content={'## Why SQL\nText\n### Joins'} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Why SQL' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Joins' })).toBeInTheDocument();
    unmount();
    render(<BlogContent content={'## Why SQL\n### Joins'} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Why SQL' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Joins' })).toBeInTheDocument();
  });

  it('renders links: a site path in the app, an https address with rel="noopener noreferrer"', () => {
    render(<BlogContent content={'Browse [our courses](/courses) or [MDN](https://developer.mozilla.org/).'} />);
    const inside = screen.getByRole('link', { name: 'our courses' });
    expect(inside).toHaveAttribute('href', '/courses');
    expect(inside).not.toHaveAttribute('rel');
    const outside = screen.getByRole('link', { name: 'MDN' });
    expect(outside).toHaveAttribute('href', 'https://developer.mozilla.org/');
    expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('never makes a link of a hostile address, nor markup of a hostile text', () => {
    const hostile = [
      '[click](javascript:alert(1))',
      '[data](data:text/html;base64,PHNjcmlwdD4=)',
      '[proto](//evil.example)',
      '[back](/\\evil.example)',
      '[plain](http://evil.example)',
      '[<img src=x onerror=alert(1)>](/courses)',
      '## <script>window.__pwned = true</script>',
    ].join('\n\n');
    const { container } = render(<BlogContent content={hostile} />);
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/courses']);
    expect(links[0]).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(container.querySelector('img, script')).toBeNull();
    expect(screen.getByText('[click](javascript:alert(1))')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('<script>window.__pwned = true</script>');
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

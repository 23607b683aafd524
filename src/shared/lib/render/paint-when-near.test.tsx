import { render, screen } from '@testing-library/react';
import { PaintWhenNear } from './paint-when-near';

describe('PaintWhenNear', () => {
  it('keeps its content in the document, painted only near the viewport, holding the estimated height until then', () => {
    render(
      <PaintWhenNear estimatedHeight={900}>
        <h2>Our Values</h2>
      </PaintWhenNear>,
    );
    const heading = screen.getByRole('heading', { name: 'Our Values' });
    const box = heading.parentElement as HTMLElement;
    expect(box.getAttribute('style')).toContain('content-visibility: auto');
    expect(box.getAttribute('style')).toContain('contain-intrinsic-size: auto 900px');
  });
});

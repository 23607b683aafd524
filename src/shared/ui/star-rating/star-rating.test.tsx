import { render, screen } from '@testing-library/react';
import { StarRating } from './star-rating';

const filledWidth = () => screen.getByTestId('star-rating').querySelector('svg')?.getAttribute('width');

describe('StarRating', () => {
  it('draws five empty stars and five filled ones clipped at the rating, hidden from assistive technology', () => {
    render(<StarRating value={4.5} />);
    const picture = screen.getByTestId('star-rating');
    expect(picture).toHaveAttribute('aria-hidden', 'true');
    expect(picture.querySelectorAll(':scope > polygon')).toHaveLength(5);
    expect(picture.querySelectorAll(':scope > svg > polygon')).toHaveLength(5);
    // 4.5 of 5 stars: 108 of the 120 units.
    expect(filledWidth()).toBe('108');
    expect(picture).toHaveAttribute('width', '90');
    expect(picture).toHaveAttribute('height', '18');
  });

  it('fills a fraction of a star and keeps the rating between 0 and 5', () => {
    const { rerender } = render(<StarRating value={4.7} size={24} />);
    expect(Number(filledWidth())).toBeCloseTo(112.8);
    expect(screen.getByTestId('star-rating')).toHaveAttribute('width', '120');
    rerender(<StarRating value={7} />);
    expect(filledWidth()).toBe('120');
    rerender(<StarRating value={-1} />);
    expect(filledWidth()).toBe('0');
  });

  it('colours the empty stars as asked', () => {
    render(<StarRating value={3} emptyColor="rgba(255,255,255,0.5)" />);
    expect(screen.getByTestId('star-rating').querySelector(':scope > polygon')).toHaveAttribute('fill', 'rgba(255,255,255,0.5)');
  });
});

import { BRAND } from '../theme';
/** One five-pointed star in a 24 × 24 box, as polygon points (outer radius 11, inner 4.6). */
function starPoints(offsetX: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const angle = (-90 + i * 36) * (Math.PI / 180);
    const radius = i % 2 === 0 ? 11 : 4.6;
    points.push(`${(offsetX + 12 + radius * Math.cos(angle)).toFixed(2)},${(12.6 + radius * Math.sin(angle)).toFixed(2)}`);
  }
  return points.join(' ');
}

const STARS = [0, 24, 48, 72, 96].map(starPoints);
const FILLED = BRAND.star;

function Row({ color }: { color: string }) {
  return (
    <>
      {STARS.map((points) => (
        <polygon key={points} points={points} fill={color} />
      ))}
    </>
  );
}

export interface StarRatingProps {
  /** 0 to 5; fractions fill part of a star. */
  value: number;
  /** Height of one star in px. */
  size?: number;
  /** Colour of the unfilled stars (on a dark background, a light one). */
  emptyColor?: string;
}

/**
 * Five stars filled to `value`, as a picture only (`aria-hidden`: the caller writes the rating in
 * words next to it). One SVG of a dozen nodes: MUI's read-only Rating at a 0.1 precision renders about
 * two hundred elements per rating, which made a list of course cards slow to put on a phone's screen.
 */
export function StarRating({ value, size = 18, emptyColor = BRAND.starEmpty }: StarRatingProps) {
  // Width of the filled part in the 120-unit-wide picture (24 units per star).
  const filledWidth = Math.min(5, Math.max(0, value)) * 24;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      data-testid="star-rating"
      width={size * 5}
      height={size}
      viewBox="0 0 120 24"
      style={{ display: 'block', flexShrink: 0 }}
    >
      <Row color={emptyColor} />
      {/* A nested SVG clips what overflows it: the filled row, cut at the rating. */}
      <svg width={filledWidth} height={24}>
        <Row color={FILLED} />
      </svg>
    </svg>
  );
}

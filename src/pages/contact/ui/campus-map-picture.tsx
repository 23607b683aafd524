import type { SiteContact } from '@contract';
import { useSiteFacts } from '@/shared/lib/contact-links';
import { BRAND } from '@/shared/ui/theme';

const ROAD = '#ffffff';
const ROAD_EDGE = '#c9d2df';
const BLOCK = '#e7ecf3';
const PARK = '#d6ead2';

/** Where the pin stands in the drawing's 640 × 360 box. */
const PIN = { x: 352, y: 178 } as const;

/** Text for SVG markup: the characters XML gives a meaning escaped. */
function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The address as the drawing's card shows it, one line each. */
function addressLines(site: SiteContact): string[] {
  const a = site.address;
  return [
    site.legalName,
    a.street.split(', ').slice(0, 2).join(', '),
    a.street.split(', ').slice(2).join(', '),
    `${a.locality} ${a.postalCode}`,
  ];
}

/**
 * The drawing's SVG markup: a street grid (not to scale), a pin on the campus and the address card. No street
 * or station is named: the address is staff's to change, and the drawing must not name a place it has left.
 */
export function campusMapSvg(site: SiteContact): string {
  const streets = (stroke: string, width: number, diagonal: number) =>
    `<g stroke="${stroke}" stroke-width="${width}" stroke-linecap="square">` +
    [90, 250, 330].map((y) => `<line x1="0" y1="${y}" x2="640" y2="${y}"/>`).join('') +
    [110, 250, 460, 590].map((x) => `<line x1="${x}" y1="0" x2="${x}" y2="360"/>`).join('') +
    `<line x1="0" y1="300" x2="640" y2="120" stroke-width="${diagonal}"/></g>`;
  const card = addressLines(site)
    .map(
      (line, i) =>
        `<text x="14" y="${28 + i * 22}" fill="${BRAND.ink}" font-size="${i === 0 ? 15 : 14}" font-weight="${i === 0 ? 700 : 400}">${xml(line)}</text>`,
    )
    .join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" font-family="system-ui, -apple-system, Segoe UI, Roboto, Arial, sans-serif">',
    `<rect width="640" height="360" fill="${BLOCK}"/>`,
    `<rect x="470" y="210" width="170" height="150" fill="${PARK}"/>`,
    streets(ROAD_EDGE, 16, 26),
    streets(ROAD, 12, 22),
    `<rect x="300" y="150" width="104" height="62" rx="6" fill="${BRAND.navy}" opacity="0.15"/>`,
    `<g transform="translate(${PIN.x} ${PIN.y})">`,
    `<path d="M0 0 C-4 -12 -18 -20 -18 -34 A18 18 0 1 1 18 -34 C18 -20 4 -12 0 0 Z" fill="${BRAND.saffron}" stroke="${BRAND.white}" stroke-width="3"/>`,
    `<circle cx="0" cy="-34" r="7" fill="${BRAND.white}"/></g>`,
    `<g transform="translate(16 208)"><rect width="268" height="112" rx="8" fill="${BRAND.white}" stroke="${ROAD_EDGE}"/>${card}</g>`,
    `<text x="624" y="350" fill="${BRAND.ink}" font-size="12" text-anchor="end">Sketch, not to scale</text>`,
    '</svg>',
  ].join('');
}

/**
 * A drawing of the streets around the campus (not to scale) with a pin and the address: what the contact
 * page shows before a visitor asks for the interactive map, so no third party is contacted on a visit
 * (docs/product.md §2: contact page map). Drawn here and shown as a picture (a data: URL, so no request at
 * all): its words are part of the picture, and its alternative text says what it shows.
 */
export function CampusMapPicture() {
  const site = useSiteFacts();
  const a = site.address;
  return (
    <img
      src={`data:image/svg+xml,${encodeURIComponent(campusMapSvg(site))}`}
      alt={`Sketch map with a pin at ${site.legalName}, ${a.street}, ${a.locality} (not to scale)`}
      width={640}
      height={360}
      style={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
    />
  );
}

import { loadSharp } from '../../lib/sharp';

/**
 * Artwork for the sample posts, drawn here as SVG and rasterised with sharp at seed time (our own
 * images; nothing is downloaded). Shapes only, no text, so the result does not depend on fonts.
 */
export type ArtTheme = 'ai' | 'code' | 'devops';

const NAVY = '#0b3a75';
const NAVY_DARK = '#072853';
const SAFFRON = '#f39c12';
const SKY = '#5fa8ff';

function frame(width: number, height: number, body: string, from = NAVY_DARK, to = NAVY): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <radialGradient id="glow" cx="0.75" cy="0.3" r="0.6"><stop offset="0" stop-color="${SAFFRON}" stop-opacity="0.35"/><stop offset="1" stop-color="${SAFFRON}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <rect width="100%" height="100%" fill="url(#glow)"/>
  ${body}
</svg>`;
}

/** A neural network: layers of nodes joined by edges. */
function aiArt(width: number, height: number): string {
  const layers = [4, 6, 6, 3];
  const xs = layers.map((_, i) => width * (0.18 + (i * 0.64) / (layers.length - 1)));
  const nodes = layers.map((count, i) =>
    Array.from({ length: count }, (_, j) => ({ x: xs[i] ?? 0, y: height * (0.15 + ((j + 0.5) * 0.7) / count) })),
  );
  let edges = '';
  for (let i = 0; i < nodes.length - 1; i += 1) {
    for (const a of nodes[i] ?? []) {
      for (const b of nodes[i + 1] ?? []) {
        edges += `<line x1="${a.x}" y1="${a.y}" x2="${b.x}" y2="${b.y}" stroke="${SKY}" stroke-opacity="0.35" stroke-width="2"/>`;
      }
    }
  }
  const dots = nodes
    .flat()
    .map(
      (n, k) =>
        `<circle cx="${n.x}" cy="${n.y}" r="${Math.round(height / 32)}" fill="${k % 5 === 0 ? SAFFRON : '#ffffff'}" stroke="${SKY}" stroke-width="4"/>`,
    )
    .join('');
  return frame(width, height, edges + dots);
}

/** An editor window: coloured bars standing for lines of code, with indentation. */
function codeArt(width: number, height: number): string {
  const x0 = width * 0.12;
  const y0 = height * 0.14;
  const w = width * 0.76;
  const h = height * 0.72;
  const indents = [0, 1, 2, 2, 3, 2, 1, 1, 2, 1, 0];
  const lengths = [0.42, 0.55, 0.3, 0.48, 0.22, 0.36, 0.5, 0.28, 0.44, 0.18, 0.1];
  const colours = [SAFFRON, SKY, '#ffffff', SKY, '#9be28f', '#ffffff', SAFFRON, SKY, '#ffffff', '#9be28f', SAFFRON];
  const lineH = (h - 90) / indents.length;
  const bars = indents
    .map((indent, i) => {
      const y = y0 + 70 + i * lineH;
      return `<rect x="${x0 + 40 + indent * 48}" y="${y}" width="${w * (lengths[i] ?? 0.3)}" height="${lineH * 0.45}" rx="${lineH * 0.2}" fill="${colours[i] ?? '#ffffff'}" fill-opacity="0.85"/>`;
    })
    .join('');
  const body = `<rect x="${x0}" y="${y0}" width="${w}" height="${h}" rx="24" fill="#0a1f3f" stroke="${SKY}" stroke-opacity="0.5" stroke-width="3"/>
  <circle cx="${x0 + 36}" cy="${y0 + 32}" r="10" fill="#ff6b6b"/><circle cx="${x0 + 66}" cy="${y0 + 32}" r="10" fill="${SAFFRON}"/><circle cx="${x0 + 96}" cy="${y0 + 32}" r="10" fill="#9be28f"/>
  ${bars}`;
  return frame(width, height, body);
}

/** The DevOps loop: an infinity path with stage markers travelling round it. */
function devopsArt(width: number, height: number): string {
  const cx = width / 2;
  const cy = height / 2;
  const rx = Math.min(width * 0.2, height * 0.55);
  const ry = height * 0.28;
  const path = `M ${cx} ${cy} C ${cx + rx * 0.6} ${cy - ry * 1.6}, ${cx + rx * 2} ${cy - ry * 1.2}, ${cx + rx * 2} ${cy} S ${cx + rx * 0.6} ${cy + ry * 1.6}, ${cx} ${cy} S ${cx - rx * 2} ${cy - ry * 1.6}, ${cx - rx * 2} ${cy} S ${cx - rx * 0.6} ${cy + ry * 1.6}, ${cx} ${cy} Z`;
  const markers = [
    [cx - rx * 1.55, cy - ry * 0.95],
    [cx - rx * 2, cy],
    [cx - rx * 1.55, cy + ry * 0.95],
    [cx + rx * 1.55, cy - ry * 0.95],
    [cx + rx * 2, cy],
    [cx + rx * 1.55, cy + ry * 0.95],
  ]
    .map(
      ([x, y], i) => `<circle cx="${x}" cy="${y}" r="${height / 22}" fill="${i < 3 ? SKY : SAFFRON}" stroke="#ffffff" stroke-width="5"/>`,
    )
    .join('');
  const body = `<path d="${path}" fill="none" stroke="#ffffff" stroke-opacity="0.9" stroke-width="${height / 30}" stroke-linejoin="round"/>${markers}`;
  return frame(width, height, body, NAVY_DARK, '#12507f');
}

const ART: Record<ArtTheme, (w: number, h: number) => string> = { ai: aiArt, code: codeArt, devops: devopsArt };

/** Every theme there is artwork for. */
export const ART_THEMES = Object.keys(ART) as ArtTheme[];

/** The theme's artwork as SVG text (scripts/blog-fallback-art.ts writes the posts' fallback pictures from it). */
export function artSvg(theme: ArtTheme, width: number, height: number): string {
  return ART[theme](width, height);
}

/** A PNG of the theme's artwork at the given size. */
export async function renderArt(theme: ArtTheme, width: number, height: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(ART[theme](width, height)))
    .png()
    .toBuffer();
}

/**
 * Writes the pictures a post without an image of its own shows (public/images/blogs/fallback-<theme>.svg):
 * the sample posts' artwork (server/src/db/seed/blog-art.ts), so every card in a list looks alike. Run with
 * `npx tsx scripts/blog-fallback-art.ts` after changing the artwork; the files are committed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ART_THEMES, artSvg } from '../server/src/db/seed/blog-art';

const dir = path.join(__dirname, '..', 'public', 'images', 'blogs');
fs.mkdirSync(dir, { recursive: true });
for (const theme of ART_THEMES) {
  fs.writeFileSync(path.join(dir, `fallback-${theme}.svg`), `${artSvg(theme, 640, 360).trim()}\n`);
}
process.stdout.write(`wrote ${ART_THEMES.length} fallback pictures to ${dir}\n`);

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A built index.html as webpack writes it (scripts deferred in the head, empty #root) and its chunk map. */
export function fakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'itx-seo-build-'));
  const source = fs.readFileSync(path.join(__dirname, '../../../public/index.html'), 'utf8');
  const html = source.replace(
    '</head>',
    '<script defer src="/assets/runtime.0123456789ab.js"></script><script defer src="/assets/main.0123456789ab.js"></script></head>',
  );
  fs.writeFileSync(path.join(dir, 'index.html'), html);
  // The build copies public/images: the server preloads a page's hero image only when the file is there.
  fs.cpSync(path.join(__dirname, '../../../public/images'), path.join(dir, 'images'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'route-chunks.json'),
    JSON.stringify({
      main: { js: ['assets/runtime.0123456789ab.js', 'assets/main.0123456789ab.js'] },
      'page-home': { js: ['assets/page-home.abcdef012345.js'] },
    }),
  );
  return dir;
}

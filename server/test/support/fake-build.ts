import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

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
  // The entry script as the build writes it: plain, and precompressed beside it.
  const script = `console.log(${JSON.stringify('itx '.repeat(400))});`;
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets/main.0123456789ab.js'), script);
  fs.writeFileSync(path.join(dir, 'assets/main.0123456789ab.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dir, 'assets/main.0123456789ab.js.gz'), zlib.gzipSync(script));
  fs.writeFileSync(
    path.join(dir, 'route-chunks.json'),
    JSON.stringify({
      main: { js: ['assets/runtime.0123456789ab.js', 'assets/main.0123456789ab.js'] },
      'page-home': { js: ['assets/page-home.abcdef012345.js'] },
    }),
  );
  return dir;
}

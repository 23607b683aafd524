import fs from 'node:fs';
import path from 'node:path';
import { DIST, startServer, type RunningServer } from './support/server-process';

/** What `npm start` on a fresh data folder does without (server/src/runtime-settings.ts; README "Memory"). */
describe('a first start of the build stays lean', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  it('copies the pre-initialised database folder instead of running initdb', () => {
    // pg_control starts with the system identifier that initdb draws at random: the copy keeps the image's.
    const systemId = (folder: string) =>
      fs
        .readFileSync(path.join(folder, 'global', 'pg_control'))
        .subarray(0, 8)
        .toString('hex');
    expect(systemId(path.join(server.dataDir, 'pglite'))).toBe(systemId(path.join(DIST, 'server', 'pglite-data')));
  });

  it('stores the sample pictures the build rendered, and serves them', async () => {
    const prerendered = JSON.parse(fs.readFileSync(path.join(DIST, 'server', 'seed-art.json'), 'utf8')) as Record<
      string,
      { image: { hash: string; variants: { width: number; base64: string }[] } }
    >;
    const posts = (await (await fetch(`${server.url}/api/blogs/getBlogs`)).json()) as { imageUrl: string | null }[];
    const served = posts.map((p) => p.imageUrl).filter((u): u is string => u !== null);
    expect(served.length).toBeGreaterThan(0);
    const known = new Map<string, string>(
      Object.values(prerendered).flatMap((p) => p.image.variants.map((v) => [`${p.image.hash}-${v.width}`, v.base64] as const)),
    );
    for (const url of served) {
      const key = /\/api\/images\/([0-9a-f]{64}-\d+)\.webp$/.exec(url)?.[1] ?? url;
      expect(known.has(key)).toBe(true);
      const bytes = Buffer.from(await (await fetch(`${server.url}${url}`)).arrayBuffer());
      expect(bytes.toString('base64')).toBe(known.get(key));
    }
  });

  it('has not loaded the image library (sharp loads on the first upload)', () => {
    const maps = fs.readFileSync(`/proc/${server.process.pid}/maps`, 'utf8');
    expect(maps).toContain('node'); // the file is readable and lists the process's mappings
    expect(maps.includes('libvips')).toBe(false);
  });
});

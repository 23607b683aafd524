import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { copyPgliteImage } from '../src/db/client';
import { parseSeedArt, readPrerenderedSeedArt, renderSeedArt, serializeSeedArt, type SeedArt } from '../src/db/seed/seed-art';

jest.setTimeout(120_000);

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'itx-lean-'));

describe('the sample pictures pre-rendered by the build', () => {
  let rendered: SeedArt;
  beforeAll(async () => {
    rendered = await renderSeedArt();
  });

  it('read back from the file are byte for byte what rendering gives', () => {
    const file = path.join(tmp(), 'seed-art.json');
    fs.writeFileSync(file, serializeSeedArt(rendered));
    const read = readPrerenderedSeedArt(file);
    expect(read).not.toBeNull();
    expect([...(read?.keys() ?? [])]).toEqual([...rendered.keys()]);
    for (const [theme, pictures] of rendered) {
      const back = read?.get(theme);
      for (const kind of ['image', 'banner'] as const) {
        expect(back?.[kind].hash).toBe(pictures[kind].hash);
        expect(
          back?.[kind].variants.map((v) => [
            v.width,
            v.bytes.equals(pictures[kind].variants.find((w) => w.width === v.width)?.bytes ?? Buffer.alloc(0)),
          ]),
        ).toEqual(pictures[kind].variants.map((v) => [v.width, true]));
      }
    }
  });

  it('is absent when the file is (the sources then render them)', () => {
    expect(readPrerenderedSeedArt(path.join(tmp(), 'none.json'))).toBeNull();
  });

  it('refuses a file with a theme missing or a damaged picture', () => {
    const stored = JSON.parse(serializeSeedArt(rendered)) as Record<string, { image: { hash: string } }>;
    const [first] = Object.keys(stored);
    const missing = Object.fromEntries(Object.entries(stored).filter(([theme]) => theme !== first));
    expect(() => parseSeedArt(JSON.stringify(missing))).toThrow(/no valid pictures/);
    const damaged = JSON.parse(serializeSeedArt(rendered)) as Record<string, { image: { hash: string } }>;
    if (first && damaged[first]) damaged[first].image.hash = 'not-a-hash';
    expect(() => parseSeedArt(JSON.stringify(damaged))).toThrow(/no valid pictures/);
  });
});

describe('a new embedded data folder copied from the pre-initialised one', () => {
  let image: string;
  beforeAll(async () => {
    image = path.join(tmp(), 'image');
    const pg = await PGlite.create(image);
    await pg.exec('create table marker (note text); insert into marker values ($$from the image$$)');
    await pg.close();
  });

  it('opens as a working database with what the image held', async () => {
    const dir = tmp();
    expect(copyPgliteImage(dir, image)).toBe(true);
    const pg = await PGlite.create(dir);
    const { rows } = await pg.query<{ note: string }>('select note from marker');
    expect(rows).toEqual([{ note: 'from the image' }]);
    await pg.close();
  });

  it('is copied again when an earlier copy was cut short (no PG_VERSION yet)', async () => {
    const dir = tmp();
    copyPgliteImage(dir, image);
    fs.rmSync(path.join(dir, 'PG_VERSION'));
    fs.writeFileSync(path.join(dir, 'global', 'pg_control'), 'cut short');
    expect(copyPgliteImage(dir, image)).toBe(true);
    const pg = await PGlite.create(dir);
    expect((await pg.query('select count(*)::int as n from marker')).rows).toEqual([{ n: 1 }]);
    await pg.close();
  });

  it('is not made without an image (then PGlite runs initdb itself)', () => {
    const dir = tmp();
    expect(copyPgliteImage(dir, path.join(tmp(), 'no-image'))).toBe(false);
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});

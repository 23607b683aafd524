// Bundled and run once by scripts/build-server.mjs: writes the sample posts' pictures beside the server.
import fs from 'node:fs';
import { renderSeedArt, serializeSeedArt } from './seed-art';

const out = process.argv[2];
if (!out) throw new Error('usage: prerender-seed-art OUT_FILE');
void renderSeedArt().then((art) => fs.writeFileSync(out, serializeSeedArt(art)));

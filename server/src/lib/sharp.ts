import type SharpModule from 'sharp';

export type Sharp = typeof SharpModule;

let loaded: Promise<Sharp> | null = null;

/**
 * sharp (libvips) is loaded on the first image an admin uploads, not at start: loading it costs about
 * 25 MB of resident memory and encoding about 35 MB more, which a server that only serves stored images
 * (the sample art comes pre-rendered with the build, db/seed/seed-art.ts) never needs.
 */
export function loadSharp(): Promise<Sharp> {
  loaded ??= import('sharp').then((module) => {
    const sharp = module.default;
    // Images are re-encoded once, on upload or seeding, and then served from the database: libvips's
    // operation cache (50 MB by default) and one thread per core buy nothing here but resident memory.
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loaded;
}

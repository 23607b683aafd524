// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- negotiator ships no types; the declaration must reach every tsconfig that compiles this file (server, bench)
/// <reference path="./negotiator.d.ts" />
import zlib from 'node:zlib';
import Negotiator from 'negotiator';

/*
 * What one response depends on in the request's headers: the content coding the client accepts
 * (Accept-Encoding with its q-values) and whether it already holds the representation (If-None-Match).
 * The fast path and the Fastify routes decide both here, so they answer alike.
 */

export type ContentCoding = 'br' | 'gzip';

const CODINGS = ['br', 'gzip', 'identity'];

/** Clients send few distinct Accept-Encoding values: each is parsed once (the fast path answers in microseconds). */
const chosenFor = new Map<string, ContentCoding | null>();
const CHOSEN_MAX = 256;

/** The coding to send: brotli or gzip when the client accepts it (q > 0), else none (`*;q=0` still gets identity). */
export function contentCoding(acceptEncoding: string | string[] | undefined): ContentCoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(', ') : acceptEncoding;
  if (header === undefined) return null;
  const known = chosenFor.get(header);
  if (known !== undefined) return known;
  const coding = negotiateCoding(header);
  // Made-up values cannot grow the map: it starts over when full, and keeps no long header.
  if (header.length > 200) return coding;
  if (chosenFor.size >= CHOSEN_MAX) chosenFor.clear();
  chosenFor.set(header, coding);
  return coding;
}

function negotiateCoding(header: string): ContentCoding | null {
  const chosen = new Negotiator({ headers: { 'accept-encoding': header } }).encoding(CODINGS, {
    preferred: CODINGS,
  });
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/** Brotli and gzip forms of a body, made once when it is cached (levels: small answers, sent many times). */
export function precompress(body: Buffer): Record<ContentCoding, Buffer> {
  return {
    br: zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzip: zlib.gzipSync(body, { level: 9 }),
  };
}

/** Answers smaller than this go out unencoded (compression would save next to nothing). */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * RFC 9110 §13.1.2: If-None-Match matches when it is `*` or lists our entity tag under the weak comparison
 * (`W/"x"` matches `"x"`). A home-made reader because `fresh` also weighs Cache-Control and dates, which
 * these answers do not use.
 */
export function etagMatches(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const header = Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch;
  if (header.trim() === '*') return true;
  const opaque = etag.startsWith('W/') ? etag.slice(2) : etag;
  // Entity tags hold no commas (RFC 9110 etagc), so a split on commas reads the list.
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return (trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed) === opaque;
  });
}

import type { FastifyInstance } from 'fastify';
import { API, routePath } from '@contract';
import { always, answer, bytes, notModified, operation } from '../../openapi/schema';
import { IMAGE_CACHE_CONTROL } from '../../lib/images';
import { etagMatches } from '../../lib/http-negotiation';

const FILE = /^([a-f0-9]{64})-(\d{1,5})\.webp$/;

/**
 * Stored image variants at content-hashed URLs (`/api/images/{sha256}-{width}.webp`): a URL's bytes
 * never change, so browsers and CDNs may keep them for a year without asking again.
 */
export default async function routes(app: FastifyInstance): Promise<void> {
  const schema = operation({
    operationId: 'getImage',
    tag: 'Blogs',
    summary: 'A stored image variant, `{sha256}-{width}.webp`; cached for a year.',
    params: {
      file: {
        description: 'The variant file name from a Blog image (`API.images(hash, width)`).',
        schema: { type: 'string', maxLength: 500, pattern: '^[a-f0-9]{64}-\\d{1,5}\\.webp$' },
      },
    },
    response: {
      ...always,
      200: bytes('The WebP image.', { 'image/webp': { type: 'string', format: 'binary' } }),
      304: notModified,
      404: answer('No such image.'),
      414: answer('A path parameter is longer than 500 characters.'),
    },
  });
  app.get<{ Params: { file: string } }>(routePath(API.imageFile, 'file'), { schema }, async (request, reply) => {
    const match = FILE.exec(request.params.file);
    const hash = match?.[1];
    const width = Number(match?.[2]);
    if (!hash || !Number.isInteger(width)) return reply.code(404).send({ message: 'Image not found' });
    const etag = `"${hash.slice(0, 32)}-${width}"`;
    // A content-addressed file cannot change: a matching tag needs no lookup (`*` needs one: below).
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch?.trim() !== '*' && etagMatches(ifNoneMatch, etag)) {
      return reply.code(304).header('etag', etag).header('cache-control', IMAGE_CACHE_CONTROL).send();
    }
    const variant = await app.imagesRepository.findVariant(hash, width);
    if (!variant) return reply.code(404).header('cache-control', 'no-store').send({ message: 'Image not found' });
    if (etagMatches(ifNoneMatch, etag)) return reply.code(304).header('etag', etag).header('cache-control', IMAGE_CACHE_CONTROL).send();
    return reply
      .header('content-type', variant.mime)
      .header('cache-control', IMAGE_CACHE_CONTROL)
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff')
      .send(variant.bytes);
  });
}

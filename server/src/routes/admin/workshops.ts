import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API, workshopSchema, type WorkshopInput } from '@contract';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { processImage } from '../../lib/images';
import { WORKSHOP_NOT_FOUND } from '../../plugins/app/workshops-repository';

const SEND_ONE_IMAGE = 'Send the picture as multipart/form-data with one file field named "image".';

/** The one picture of a workshop image upload (the field `image`), read to its end; refused when anything else is sent. */
async function readUploadedImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(SEND_ONE_IMAGE, { image: SEND_ONE_IMAGE });
  let image: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      // Read even a refused part to its end (toBuffer throws 413 past the size limit).
      const bytes = await part.toBuffer();
      if (part.fieldname !== 'image' || image) throw badRequest(SEND_ONE_IMAGE, { image: SEND_ONE_IMAGE });
      image = bytes;
    }
  } catch (err) {
    // The multipart parser's own complaints (no boundary, a cut-off body) carry no status: the client's mistake.
    if (err instanceof HttpError || (err as { statusCode?: number }).statusCode !== undefined) throw err;
    throw badRequest(`The upload could not be read. ${SEND_ONE_IMAGE}`, { image: SEND_ONE_IMAGE });
  }
  if (!image || image.length === 0) throw badRequest(SEND_ONE_IMAGE, { image: SEND_ONE_IMAGE });
  return image;
}

/** Workshops, admin side: create, update (the slug may move), delete, and the workshop's uploaded picture. */
export default async function adminWorkshopRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: WorkshopInput }>(API.workshops.list, { schema: { body: workshopSchema } }, async (request, reply) =>
    reply.code(201).send(await app.workshopsRepository.create(request.body)),
  );

  app.put<{ Params: { slug: string }; Body: WorkshopInput }>(
    '/api/workshops/:slug',
    { schema: { body: workshopSchema } },
    async (request) =>
      app.workshopsRepository.update(request.params.slug, request.body, {
        ifMatch: request.headers['if-match'],
        version: request.body.version,
      }),
  );

  app.delete<{ Params: { slug: string } }>('/api/workshops/:slug', async (request) => {
    await app.workshopsRepository.remove(request.params.slug, { ifMatch: request.headers['if-match'] });
    return { message: 'Workshop deleted.' };
  });

  // The picture is checked and re-encoded to WebP like a post's (lib/images.ts) before anything is stored.
  app.put<{ Params: { slug: string } }>('/api/workshops/:slug/image', async (request) => {
    // An unknown workshop is 404 before its upload is read.
    if (!(await app.workshopsRepository.findBySlug(request.params.slug))) throw notFound(WORKSHOP_NOT_FOUND);
    const bytes = await readUploadedImage(request);
    let image;
    try {
      image = await processImage(bytes, 'The image');
    } catch (err) {
      // Name the field so the editor can show the message beside its picker.
      if (err instanceof HttpError) throw new HttpError(err.statusCode, err.message, { image: err.message });
      throw err;
    }
    return app.workshopsRepository.setImage(request.params.slug, image);
  });

  app.delete<{ Params: { slug: string } }>('/api/workshops/:slug/image', async (request) =>
    app.workshopsRepository.setImage(request.params.slug, null),
  );
}

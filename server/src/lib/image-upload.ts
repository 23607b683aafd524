import type { FastifyRequest } from 'fastify';
// The request's multipart methods (isMultipart, parts) are the plugin's type augmentation.
import type {} from '@fastify/multipart';
import { badRequest, HttpError } from './errors';
import { processImage, type ProcessedImage } from './images';

const SEND_ONE_IMAGE = 'Send the picture as multipart/form-data with one file field named "image".';

/** The one picture of an upload (the file field `image`), read to its end; refused when anything else is sent. */
async function readImageBytes(request: FastifyRequest): Promise<Buffer> {
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

/**
 * The picture of an upload, checked and re-encoded to WebP (lib/images.ts); a refusal names the field `image`,
 * so an editor shows the message beside its picker.
 */
export async function readUploadedPicture(request: FastifyRequest): Promise<ProcessedImage> {
  const bytes = await readImageBytes(request);
  try {
    return await processImage(bytes, 'The image');
  } catch (err) {
    if (err instanceof HttpError) throw new HttpError(err.statusCode, err.message, { image: err.message });
    throw err;
  }
}

export const PICTURE_NOT_STORED_MESSAGE = 'This uploaded picture is not stored (any more): upload it again.';

/**
 * Refuses (400, the message at each field) a save whose uploaded picture paths name no stored image: a made-up
 * address, or a picture deleted a day after its upload because nothing saved it.
 */
export async function refuseMissingPictures(
  images: { missing(paths: readonly (string | null | undefined)[]): Promise<string[]> },
  fields: Record<string, string | null | undefined>,
): Promise<void> {
  const missing = new Set(await images.missing(Object.values(fields)));
  if (missing.size === 0) return;
  const errors = Object.fromEntries(
    Object.entries(fields)
      .filter(([, path]) => path && missing.has(path))
      .map(([field]) => [field, PICTURE_NOT_STORED_MESSAGE]),
  );
  throw badRequest(PICTURE_NOT_STORED_MESSAGE, errors);
}

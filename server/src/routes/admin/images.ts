import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { API } from '@contract';
import { readUploadedPicture } from '../../lib/image-upload';
import { adminWrite, answer, operation, ref } from '../../openapi/schema';
import { multipartBody } from '../../openapi/yup-json-schema';
import { noteAudit } from './activity';

/** The body's schemas with `fields` required in each of its content types. */
function withRequired(body: ReturnType<typeof multipartBody>, fields: string[]): ReturnType<typeof multipartBody> {
  const content = Object.fromEntries(
    Object.entries(body.content).map(([type, { schema }]) => [type, { schema: { ...schema, required: fields } }]),
  );
  return { content };
}

/**
 * Pictures for the editors that save a picture's path with their record (issue 41): a course's card and its
 * trainer's photo, an alumni story's photo, a partner's logo. The picture is stored at once, re-encoded like a
 * post's; one that no record shows a day later is deleted (checked at each upload).
 */
export default async function adminImageRoutes(app: FastifyInstance): Promise<void> {
  const schema = operation({
    operationId: 'uploadPicture',
    tag: 'Blogs',
    summary:
      'Upload a picture: one file field `image` (JPEG, PNG, WebP or GIF, 5 MB), re-encoded to WebP. Save its `path` in a course, story or partner within a day.',
    admin: true,
    // An upload of one file and nothing else: `image` is required (a JSON body, which cannot carry it, is refused saying so).
    body: withRequired(multipartBody(yup.object({}), ['image']), ['image']),
    response: { ...adminWrite, 201: answer('Stored: the picture and the path to save.', ref('UploadedPicture')) },
  });
  app.post(API.admin.images, { schema }, async (request, reply) => {
    const image = await readUploadedPicture(request);
    // Swept before storing: the same file uploaded again a day after an unsaved first upload is stored afresh, not swept with it.
    await app.imagesRepository.removeUnsaved();
    const picture = await app.imagesRepository.add(image);
    noteAudit(request, { summary: `Uploaded picture ${picture.hash.slice(0, 12)}`, entityId: picture.hash });
    return reply.code(201).send(picture);
  });
}

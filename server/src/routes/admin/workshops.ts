import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { API, routePath, workshopSchema, type WorkshopInput } from '@contract';
import { notFound } from '../../lib/errors';
import { readUploadedPicture } from '../../lib/image-upload';
import { registrationMailer } from '../../lib/registration-mail';
import { WORKSHOP_NOT_FOUND } from '../../plugins/app/workshops-repository';
import { adminWrite, answer, notFound as noSuch, operation, ref, slugParam, staleDelete } from '../../openapi/schema';
import { multipartBody } from '../../openapi/yup-json-schema';

const slug = { slug: slugParam('workshop') };

/** Workshops, admin side: create, update (the slug may move), delete, and the workshop's uploaded picture. */
export default async function adminWorkshopRoutes(app: FastifyInstance): Promise<void> {
  const createSchema = operation({
    operationId: 'createWorkshop',
    tag: 'Workshops',
    summary: 'Add a workshop.',
    admin: true,
    body: workshopSchema,
    response: { ...adminWrite, 201: answer('Added.', ref('Workshop')), 409: answer('A workshop with this address already exists.') },
  });
  app.post<{ Body: WorkshopInput }>(API.workshops.list, { schema: createSchema }, async (request, reply) =>
    reply.code(201).send(await app.workshopsRepository.create(request.body)),
  );

  app.put<{ Params: { slug: string }; Body: WorkshopInput }>(
    routePath(API.workshops.one, 'slug'),
    {
      schema: operation({
        operationId: 'updateWorkshop',
        tag: 'Workshops',
        summary: 'Edit a workshop; a moved start or end is e-mailed to each registrant with the updated calendar event.',
        admin: true,
        params: slug,
        body: workshopSchema,
        response: {
          ...adminWrite,
          200: answer('Saved.', ref('Workshop')),
          ...noSuch('workshop'),
          409: answer('The new address is taken, or the workshop was changed by someone else since it was opened.'),
          412: answer('The workshop was changed by someone else since it was opened (If-Match).'),
        },
      }),
    },
    async (request) => {
      // A moved start or end is e-mailed to every registrant with the updated calendar event (issue 43).
      const mail = await registrationMailer(app);
      const saved = await app.workshopsRepository.update(
        request.params.slug,
        request.body,
        { ifMatch: request.headers['if-match'], version: request.body.version },
        (workshop, registrants) => registrants.map((lead) => mail('workshop-changed', workshop, lead)),
      );
      app.mailOutbox.nudge();
      return saved;
    },
  );

  const deleteSchema = operation({
    operationId: 'deleteWorkshop',
    tag: 'Workshops',
    summary: 'Delete a workshop; one that has not ended is cancelled, and each registrant is e-mailed with the calendar event cancelled.',
    admin: true,
    params: slug,
    response: { ...adminWrite, 200: answer('Deleted.', ref('Message')), ...noSuch('workshop'), ...staleDelete('workshop') },
  });
  app.delete<{ Params: { slug: string } }>(routePath(API.workshops.one, 'slug'), { schema: deleteSchema }, async (request) => {
    // A workshop deleted before its end is cancelled: its registrants are told, and their calendar events cancelled.
    const mail = await registrationMailer(app);
    await app.workshopsRepository.remove(request.params.slug, { ifMatch: request.headers['if-match'] }, (workshop, registrants) =>
      registrants.map((lead) => mail('workshop-cancelled', workshop, lead)),
    );
    app.mailOutbox.nudge();
    return { message: 'Workshop deleted.' };
  });

  // The picture is checked and re-encoded to WebP like a post's (lib/images.ts) before anything is stored.
  const imageSchema = operation({
    operationId: 'uploadWorkshopImage',
    tag: 'Workshops',
    summary: "Set a workshop's picture: one file field `image` (JPEG, PNG, WebP or GIF, 5 MB), re-encoded to WebP like a post's.",
    admin: true,
    params: slug,
    // An upload of files only: no text fields.
    body: multipartBody(yup.object({}), ['image']),
    response: { ...adminWrite, 200: answer('Saved: the workshop with its new image.', ref('Workshop')), ...noSuch('workshop') },
  });
  app.put<{ Params: { slug: string } }>(routePath(API.workshops.image, 'slug'), { schema: imageSchema }, async (request) => {
    // An unknown workshop is 404 before its upload is read.
    if (!(await app.workshopsRepository.findBySlug(request.params.slug))) throw notFound(WORKSHOP_NOT_FOUND);
    return app.workshopsRepository.setImage(request.params.slug, await readUploadedPicture(request));
  });

  const removeImageSchema = operation({
    operationId: 'removeWorkshopImage',
    tag: 'Workshops',
    summary: "Take a workshop's uploaded picture away: it shows the generic workshop illustration again.",
    admin: true,
    params: slug,
    response: { ...adminWrite, 200: answer('Saved: the workshop with the generic image.', ref('Workshop')), ...noSuch('workshop') },
  });
  app.delete<{ Params: { slug: string } }>(routePath(API.workshops.image, 'slug'), { schema: removeImageSchema }, async (request) =>
    app.workshopsRepository.setImage(request.params.slug, null),
  );
}

import type { FastifyInstance } from 'fastify';
import { ValidationError } from 'yup';
import {
  ADMIN_MAIL_API,
  MAIL_TEMPLATE_LABELS,
  mailTemplateSchema,
  mailTemplatesSchema,
  mailTemplateTestSchema,
  sampleMailValues,
  toFieldErrors,
  type MailTemplateKind,
  type MailTemplatesInput,
} from '@contract';
import { badRequest } from '../../lib/errors';
import { templateMessage } from '../../lib/visitor-mail';
import { noteAudit } from './activity';
import { adminRead, adminWrite, answer, operation, ref } from '../../openapi/schema';

/**
 * The e-mails a visitor gets at once (issue 43), admin side: read the templates, save them all with the
 * version the admin saw (a stale save is refused and changes nothing), and send one to oneself with the
 * sample values before saving it.
 */
export default async function adminMailTemplateRoutes(app: FastifyInstance): Promise<void> {
  const repository = app.siteSettingsRepository;

  const readSchema = operation({
    operationId: 'getMailTemplates',
    tag: 'Site',
    summary: 'The e-mails a visitor gets at once (call-back confirmation, workshop registration and waitlist), with their version.',
    admin: true,
    response: { ...adminRead, 200: answer('The templates.', ref('MailTemplates')) },
  });
  app.get(ADMIN_MAIL_API.templates, { schema: readSchema }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await repository.mailTemplates()),
  );

  const saveSchema = operation({
    operationId: 'updateMailTemplates',
    tag: 'Site',
    summary: 'Save every e-mail template; send their `version` (or If-Match) so a stale save is refused.',
    description:
      'Each template is a subject of one line and a plain text using only its own fields in braces ({name}, {course} …). A line holding only fields that are empty for a person is left out of their e-mail. The next e-mail uses the saved text.',
    admin: true,
    body: mailTemplatesSchema,
    response: {
      ...adminWrite,
      200: answer('Saved.', ref('MailTemplates')),
      409: answer('The templates were changed by someone else since they were opened.'),
      412: answer('The templates were changed by someone else since they were opened (If-Match).'),
    },
  });
  app.put(ADMIN_MAIL_API.templates, { schema: saveSchema }, async (request) => {
    const body = request.body as MailTemplatesInput;
    const saved = await repository.updateMailTemplates(body, { ifMatch: request.headers['if-match'], version: body.version });
    noteAudit(request, { summary: 'Saved the e-mail templates' });
    return saved;
  });

  const testSchema = operation({
    operationId: 'sendTestMail',
    tag: 'Site',
    summary: 'Send one template, filled with sample values, to the signed-in admin (it need not be saved).',
    admin: true,
    body: mailTemplateTestSchema,
    response: { ...adminWrite, 200: answer('Queued for the admin’s address.', ref('Message')) },
  });
  app.post(ADMIN_MAIL_API.test, { schema: testSchema }, async (request) => {
    const { kind, subject, body } = request.body as { kind: MailTemplateKind; subject: string; body: string };
    let template: { subject: string; body: string };
    try {
      template = mailTemplateSchema(kind).validateSync({ subject, body }, { abortEarly: false });
    } catch (err) {
      if (!(err instanceof ValidationError)) throw err;
      const fieldErrors = toFieldErrors(err);
      throw badRequest(Object.values(fieldErrors)[0] ?? 'The template is not valid.', fieldErrors);
    }
    const user = request.user;
    if (!user) throw new Error('an admin route ran without a signed-in admin');
    const message = templateMessage(template, sampleMailValues(kind), app.config.publicUrl);
    await app.mailOutbox.queue([{ kind: 'template-test', leadId: null, to: user.email, ...message, subject: `[Test] ${message.subject}` }]);
    app.mailOutbox.nudge();
    noteAudit(request, { summary: `Sent a test of the e-mail “${MAIL_TEMPLATE_LABELS[kind].title}” to themselves` });
    return { message: `A test of “${MAIL_TEMPLATE_LABELS[kind].title}” is on its way to ${user.email}.` };
  });
}

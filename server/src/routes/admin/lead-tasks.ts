import type { FastifyInstance } from 'fastify';
import {
  LEAD_CONTACT_API,
  LEAD_TASK_API,
  leadMergeSchema,
  MERGE_NOT_FOUND,
  leadCallSchema,
  leadPipelineSettingsSchema,
  leadTaskSchema,
  leadTaskUpdateSchema,
  leadWhatsAppSchema,
  routePath,
  type LeadCallInput,
  type LeadCallOutcome,
  type LeadDetailDto,
  type LeadMergeInput,
  type LeadPipelineSettingsInput,
  type LeadTaskInput,
  type LeadTaskUpdateInput,
  type LeadWhatsAppInput,
  type MyDayDto,
  type UserDto,
} from '@contract';
import { notFound } from '../../lib/errors';
import { LEAD_NOT_FOUND, type LeadActor } from '../../plugins/app/leads-repository';
import { TASK_NOT_FOUND } from '../../plugins/app/lead-tasks-repository';
import { noteAudit } from './activity';
import { adminRead, adminWrite, answer, idParam, notFound as noSuch, operation, ref } from '../../openapi/schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const leadIdParam = { id: idParam("The lead's id (UUID); a malformed one is answered 404.") };

function uuidOr404(id: string, message: string): string {
  if (!UUID.test(id)) throw notFound(message);
  return id;
}

function actorOf(user: UserDto | null): LeadActor {
  if (!user) throw new Error('an admin route ran without a signed-in admin');
  return { id: user.id, name: user.name };
}

/**
 * A lead's follow-up tasks and logged calls, each counsellor's "My day", merging two people (issue 43), and the
 * pipeline's settings (the Owner's). Each write answers the lead's detail as the drawer shows it.
 */
export default async function adminLeadTaskRoutes(app: FastifyInstance): Promise<void> {
  const tasks = app.leadTasksRepository;

  async function detail(id: string): Promise<LeadDetailDto> {
    const lead = await app.leadsRepository.detail(id);
    if (!lead) throw notFound(LEAD_NOT_FOUND);
    return { ...lead, tasks: await tasks.forLead(id) };
  }

  async function dayRules() {
    const [settings, contact] = await Promise.all([app.siteSettingsRepository.leadPipeline(), app.siteSettingsRepository.contact()]);
    return { firstContactHours: settings.firstContactHours, officeHours: contact.officeHours };
  }

  const myDaySchema = operation({
    operationId: 'getMyDay',
    tag: 'Leads',
    summary: "The signed-in counsellor's day: open tasks overdue and due today, and new leads nobody has called in time.",
    description:
      'A new lead is late when it has no call logged and is older than `firstContactHours` working hours (counted within the office hours of Site settings). Theirs and the unassigned ones.',
    admin: true,
    response: { ...adminRead, 200: answer('The day.', ref('MyDay')) },
  });
  app.get(LEAD_TASK_API.myDay, { schema: myDaySchema }, async (request, reply): Promise<MyDayDto> => {
    const day = await tasks.myDay(actorOf(request.user).id, new Date(), await dayRules());
    reply.header('cache-control', 'no-store');
    return day;
  });

  app.post<{ Params: { id: string }; Body: LeadTaskInput }>(
    routePath(LEAD_TASK_API.tasks, 'id'),
    {
      schema: operation({
        operationId: 'addLeadTask',
        tag: 'Leads',
        summary: 'Add a follow-up task to a lead: a title, when it is due (Hyderabad time) and who does it.',
        description: 'Without ownerId the task is the signed-in admin’s; null leaves it to nobody yet. The history records it.',
        admin: true,
        params: leadIdParam,
        body: leadTaskSchema,
        response: { ...adminWrite, 201: answer('The lead with its tasks.', ref('LeadDetail')), ...noSuch('lead') },
      }),
    },
    async (request, reply) => {
      const id = uuidOr404(request.params.id, LEAD_NOT_FOUND);
      await tasks.add(id, request.body, actorOf(request.user));
      return reply.code(201).send(await detail(id));
    },
  );

  app.patch<{ Params: { id: string; taskId: string }; Body: LeadTaskUpdateInput }>(
    routePath(LEAD_TASK_API.task, 'id', 'taskId'),
    {
      schema: operation({
        operationId: 'updateLeadTask',
        tag: 'Leads',
        summary: 'Mark a task done (or open again), move its due time, or give it to someone else.',
        admin: true,
        params: { ...leadIdParam, taskId: idParam("The task's id (UUID); a malformed one is answered 404.") },
        body: leadTaskUpdateSchema,
        response: { ...adminWrite, 200: answer('The lead with its tasks.', ref('LeadDetail')), ...noSuch('lead or task') },
      }),
    },
    async (request) => {
      const id = uuidOr404(request.params.id, LEAD_NOT_FOUND);
      const taskId = uuidOr404(request.params.taskId, TASK_NOT_FOUND);
      await tasks.update(id, taskId, request.body, actorOf(request.user), new Date());
      return detail(id);
    },
  );

  app.post<{ Params: { id: string }; Body: LeadCallInput }>(
    routePath(LEAD_TASK_API.calls, 'id'),
    {
      schema: operation({
        operationId: 'logLeadCall',
        tag: 'Leads',
        summary: 'Log a call: its outcome, a note and when it was made, and set the next task in the same step.',
        description:
          "A new lead that was reached (or asked to be called back later) becomes 'contacted'; after 'no-answer' its status stays. The call time may not be later than now.",
        admin: true,
        params: leadIdParam,
        body: leadCallSchema,
        response: { ...adminWrite, 201: answer('The lead with its history and tasks.', ref('LeadDetail')), ...noSuch('lead') },
      }),
    },
    async (request, reply) => {
      const id = uuidOr404(request.params.id, LEAD_NOT_FOUND);
      const { outcome, note, calledAt, next } = request.body;
      await tasks.logCall(id, { outcome: outcome as LeadCallOutcome, note, calledAt, next }, actorOf(request.user), new Date());
      return reply.code(201).send(await detail(id));
    },
  );

  app.post<{ Params: { id: string }; Body: LeadWhatsAppInput }>(
    routePath(LEAD_TASK_API.whatsapp, 'id'),
    {
      schema: operation({
        operationId: 'noteLeadWhatsApp',
        tag: 'Leads',
        summary: "Record that a WhatsApp message was opened for a lead (the drawer's saved messages): its timeline says so.",
        admin: true,
        params: leadIdParam,
        body: leadWhatsAppSchema,
        response: { ...adminWrite, 201: answer('The lead with its history.', ref('LeadDetail')), ...noSuch('lead') },
      }),
    },
    async (request, reply) => {
      const id = uuidOr404(request.params.id, LEAD_NOT_FOUND);
      await tasks.noteWhatsApp(id, request.body.text, actorOf(request.user));
      return reply.code(201).send(await detail(id));
    },
  );

  app.post<{ Params: { id: string }; Body: LeadMergeInput }>(
    routePath(LEAD_CONTACT_API.merges, 'id'),
    {
      schema: operation({
        operationId: 'mergeLeadPeople',
        tag: 'Leads',
        summary: "Merge the lead's person with another lead's person that the e-mail and phone rule did not match.",
        description:
          "Neither lead changes: from now on each one's drawer lists both people's leads (`related`, with `matchedBy: ['merge']`) and the merge (`merges`), and both histories record it. Undo with DELETE on the merge.",
        admin: true,
        params: leadIdParam,
        body: leadMergeSchema,
        response: { ...adminWrite, 201: answer('The lead with its person, as the drawer shows it.', ref('LeadDetail')), ...noSuch('lead') },
      }),
    },
    async (request, reply) => {
      const id = uuidOr404(request.params.id, LEAD_NOT_FOUND);
      await app.leadContactsRepository.merge(id, request.body.otherLeadId.toLowerCase(), actorOf(request.user));
      return reply.code(201).send(await detail(id));
    },
  );

  app.delete<{ Params: { id: string; mergeId: string } }>(
    routePath(LEAD_CONTACT_API.merge, 'id', 'mergeId'),
    {
      schema: operation({
        operationId: 'undoLeadMerge',
        tag: 'Leads',
        summary: "Undo a merge of the lead's person: the two people's leads are listed apart again, and both histories record it.",
        admin: true,
        params: { ...leadIdParam, mergeId: idParam("The merge's id (UUID); a malformed one is answered 404.") },
        response: {
          ...adminWrite,
          200: answer('The lead with its person, as the drawer shows it.', ref('LeadDetail')),
          ...noSuch('lead or merge'),
        },
      }),
    },
    async (request) => {
      const id = uuidOr404(request.params.id, LEAD_NOT_FOUND);
      const mergeId = uuidOr404(request.params.mergeId, MERGE_NOT_FOUND);
      await app.leadContactsRepository.unmerge(id, mergeId.toLowerCase(), actorOf(request.user));
      return detail(id);
    },
  );

  const settings = { adminArea: 'settings' } as const;
  const readSettings = operation({
    operationId: 'getLeadPipelineSettings',
    tag: 'Leads',
    summary:
      "The pipeline's settings: how long a new lead may wait for its first call, the morning digest's time and the saved WhatsApp messages.",
    admin: true,
    response: { ...adminRead, 200: answer('The settings.', ref('LeadPipelineSettings')) },
  });
  // Read by everyone who works leads (the drawer offers the saved WhatsApp messages); saved by the Owner.
  app.get(LEAD_TASK_API.settings, { schema: readSettings }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(await app.siteSettingsRepository.leadPipeline()),
  );

  const saveSettings = operation({
    operationId: 'updateLeadPipelineSettings',
    tag: 'Leads',
    summary: "Save the pipeline's settings with the `version` (or If-Match) the admin saw.",
    admin: true,
    body: leadPipelineSettingsSchema,
    response: {
      ...adminWrite,
      200: answer('Saved.', ref('LeadPipelineSettings')),
      409: answer('The settings were changed by someone else since they were opened.'),
      412: answer('The settings were changed by someone else since they were opened (If-Match).'),
    },
  });
  app.put<{ Body: LeadPipelineSettingsInput }>(LEAD_TASK_API.settings, { schema: saveSettings, config: settings }, async (request) => {
    const saved = await app.siteSettingsRepository.updateLeadPipeline(request.body, {
      ifMatch: request.headers['if-match'],
      version: request.body.version,
    });
    noteAudit(request, { summary: 'Saved the leads pipeline settings' });
    return saved;
  });
}

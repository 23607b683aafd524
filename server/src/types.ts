import type { RetentionCounts, UserDto } from '@contract';
import type { Database } from './db/client';
import type { Config } from './plugins/external/config';
import type { Mailer } from './plugins/app/mailer';
import type { PublicCache } from './plugins/app/public-cache';
import type { BatchesRepository } from './plugins/app/batches-repository';
import type { LeadsRepository } from './plugins/app/leads-repository';
import type { LeadTasksRepository } from './plugins/app/lead-tasks-repository';
import type { SessionsRepository } from './plugins/app/sessions-repository';
import type { UsersRepository } from './plugins/app/users-repository';
import type { BlogsRepository } from './plugins/app/blogs-repository';
import type { ImagesRepository } from './plugins/app/images-repository';
import type { JobsRepository } from './plugins/app/jobs-repository';
import type { WorkshopsRepository } from './plugins/app/workshops-repository';
import type { CoursesRepository } from './plugins/app/courses-repository';
import type { DashboardRepository } from './plugins/app/dashboard-repository';
import type { WebhookDeliveriesRepository } from './plugins/app/webhook-deliveries-repository';
import type { LeadWebhook } from './plugins/app/lead-webhook';
import type { MailOutbox } from './plugins/app/mail-outbox';
import type { WorkshopReminders } from './plugins/app/workshop-reminders';
import type { LeadDigest } from './plugins/app/lead-digest';
import type { AuditRepository } from './plugins/app/audit-repository';
import type { PrivacyRepository } from './plugins/app/privacy-repository';
import type { RetentionRun } from './plugins/app/retention-repository';
import type { AlumniRepository } from './plugins/app/alumni-repository';
import type { LeadContactsRepository } from './plugins/app/lead-contacts-repository';
import type { WebVitalsRepository } from './plugins/app/web-vitals-repository';
import type { SiteSettingsRepository } from './plugins/app/site-settings-repository';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    leadsRepository: LeadsRepository;
    leadTasksRepository: LeadTasksRepository;
    leadContactsRepository: LeadContactsRepository;
    webVitalsRepository: WebVitalsRepository;
    usersRepository: UsersRepository;
    sessionsRepository: SessionsRepository;
    mailer: Mailer;
    publicCache: PublicCache;
    /** Content repositories (plugins/app/*-repository.ts): the only code that reads or writes their tables. */
    jobsRepository: JobsRepository;
    blogsRepository: BlogsRepository;
    imagesRepository: ImagesRepository;
    workshopsRepository: WorkshopsRepository;
    coursesRepository: CoursesRepository;
    batchesRepository: BatchesRepository;
    /** Alumni stories and hiring partners (issue 21). */
    alumniRepository: AlumniRepository;
    /** The site's settings an admin edits (the privacy policy's effective date). */
    siteSettingsRepository: SiteSettingsRepository;
    /** The admin dashboard's aggregate reads (issue 20). */
    dashboardRepository: DashboardRepository;
    /** The CRM webhook's delivery queue, and its worker (plugins/app/lead-webhook.ts). */
    webhookDeliveriesRepository: WebhookDeliveriesRepository;
    leadWebhook: LeadWebhook;
    /** The mail outbox and its worker (plugins/app/mail-outbox.ts): visitors' e-mails, queued with their lead and retried. */
    mailOutbox: MailOutbox;
    /** Queues the workshop reminders due (plugins/app/workshop-reminders.ts); runs every minute, tests call it with a moved clock. */
    workshopReminders: WorkshopReminders;
    leadDigest: LeadDigest;
    /** The audit log of admin writes (issue 20). */
    auditRepository: AuditRepository;
    /** "Your data" links and privacy requests (issue 42). */
    privacyRepository: PrivacyRepository;
    /** The daily retention job (issue 42); `runNow` runs today's pass if it is not done yet (tests move the clock). */
    retention: { runNow: (at?: Date) => Promise<RetentionRun>; dueBy: (at: Date) => Promise<RetentionCounts> };
    /** The code an admin must give to sign up (ADMIN_CODE or the generated, stored one). */
    adminCode: string;
    /** Replaces the stored admin code (refused while ADMIN_CODE is set) and returns the new one. */
    /** `overlapping`: the request's arrival; a rotation stored since then is answered instead of a new one. */
    rotateAdminCode: (overlapping?: Date) => Promise<string>;
    /** preHandler: 401 unless the request carries a live admin session; sets request.user. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The methods a route serves at this address (with OPTIONS), empty when none does (plugins/app/http-semantics.ts). */
    allowedMethods: (url: string) => string[];
  }
  interface FastifyRequest {
    /** The signed-in admin, set by requireAdmin (and by loadUser). */
    user: UserDto | null;
    /** Resolves the session cookie to a user (cached on the request). */
    loadUser(): Promise<UserDto | null>;
  }
}

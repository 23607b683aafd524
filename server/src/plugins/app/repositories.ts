import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBlogsRepository } from './blogs-repository';
import { createImagesRepository } from './images-repository';
import { createJobsRepository } from './jobs-repository';
import { createLeadsRepository } from './leads-repository';
import { createLeadTasksRepository } from './lead-tasks-repository';
import { createBatchesRepository } from './batches-repository';
import { createSessionsRepository } from './sessions-repository';
import { createUsersRepository } from './users-repository';
import { createWorkshopsRepository } from './workshops-repository';
import { createCoursesRepository } from './courses-repository';
import { createDashboardRepository } from './dashboard-repository';
import { createWebhookDeliveriesRepository } from './webhook-deliveries-repository';
import leadWebhook from './lead-webhook';
import mailOutbox from './mail-outbox';
import workshopReminders from './workshop-reminders';
import leadDigest from './lead-digest';
import { createAuditRepository } from './audit-repository';
import { createAlumniRepository } from './alumni-repository';
import { createSiteSettingsRepository } from './site-settings-repository';
import { createPrivacyRepository } from './privacy-repository';
import { createLeadContactsRepository } from './lead-contacts-repository';
import { createWebVitalsRepository } from './web-vitals-repository';

/**
 * Decorates the app with one repository per domain (plugins/app/*-repository.ts): the only code that
 * reads or writes their tables. Each works on the app's database; the public content ones also drop
 * what they change from the app's public cache.
 */
export default fp(
  async function repositories(app: FastifyInstance) {
    const { db } = app.database;
    app.decorate('leadsRepository', createLeadsRepository(db));
    app.decorate('leadTasksRepository', createLeadTasksRepository(db));
    app.decorate('leadContactsRepository', createLeadContactsRepository(db));
    app.decorate('webVitalsRepository', createWebVitalsRepository(db));
    app.decorate('usersRepository', createUsersRepository(db));
    app.decorate('sessionsRepository', createSessionsRepository(db));
    const images = createImagesRepository(db);
    app.decorate('imagesRepository', images);
    app.decorate('jobsRepository', createJobsRepository(db, app.publicCache));
    app.decorate('blogsRepository', createBlogsRepository(db, images, app.publicCache));
    app.decorate('workshopsRepository', createWorkshopsRepository(db, images, app.publicCache));
    const courses = createCoursesRepository(db, images, app.publicCache);
    app.decorate('coursesRepository', courses);
    app.decorate('batchesRepository', createBatchesRepository(db, app.publicCache, courses.adminFind));
    app.decorate('alumniRepository', createAlumniRepository(db, images, app.publicCache));
    app.decorate('siteSettingsRepository', createSiteSettingsRepository(db, app.publicCache));
    app.decorate('dashboardRepository', createDashboardRepository(db));
    app.decorate('webhookDeliveriesRepository', createWebhookDeliveriesRepository(db));
    // The CRM webhook's worker works on the deliveries queue (does nothing without LEAD_WEBHOOK_URL).
    await app.register(leadWebhook);
    // E-mails to visitors and admissions go out from the mail outbox (queued with their lead, retried).
    await app.register(mailOutbox);
    await app.register(workshopReminders);
    await app.register(leadDigest);
    app.decorate('auditRepository', createAuditRepository(db));
    app.decorate('privacyRepository', createPrivacyRepository(db, app.config.privacyRequestDays));
  },
  { name: 'repositories' },
);

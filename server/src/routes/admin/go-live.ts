import type { FastifyInstance } from 'fastify';
import {
  API,
  DEFAULT_SITE_CONTACT,
  FIGURE_KEYS,
  FIGURE_NAMES,
  ROUTES,
  SAMPLE_FIGURE_BASIS,
  type GoLiveDto,
  type GoLiveItem,
} from '@contract';
import { adminCodeRotated } from '../../db/seed';
import { adminRead, answer, operation, ref } from '../../openapi/schema';

/** "A, B, C and 2 more": a few names of what is left, so the line stays short. */
function someOf(names: string[], most = 3): string {
  const shown = names.length > most ? [...names.slice(0, most), `${names.length - most} more`] : names;
  return new Intl.ListFormat('en-GB').format(shown);
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Whether the site's address is one visitors can reach: https, not this machine. */
function isPublicAddress(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'https:' && !['localhost', '127.0.0.1', '[::1]'].includes(hostname) && !hostname.endsWith('.localhost');
}

/**
 * The "Before you go live" list (issue 41): each seeded sample still shown, with where staff replace it,
 * and what the operator still has to configure. Read afresh on every request (admin only).
 */
export async function goLiveChecklist(app: FastifyInstance): Promise<GoLiveDto> {
  const [samples, settings, rotated] = await Promise.all([
    app.dashboardRepository.samples(),
    app.siteSettingsRepository.get(),
    adminCodeRotated(app.database.db),
  ]);
  const sampleFigures = FIGURE_KEYS.filter((k) => {
    const f = settings.figures.figures[k];
    return f.value !== '' && f.basis === SAMPLE_FIGURE_BASIS;
  }).map((k) => FIGURE_NAMES[k]);
  const sameSocial = JSON.stringify(settings.contact.social) === JSON.stringify(DEFAULT_SITE_CONTACT.social);
  const { config } = app;
  const items: GoLiveItem[] = [
    {
      id: 'fees',
      label: 'Course fees',
      done: samples.fees.length === 0,
      detail:
        samples.fees.length === 0
          ? 'No course shows a sample fee.'
          : `Still the sample fee: ${someOf(samples.fees)}. Set each course's real fee, EMI and scholarship.`,
      href: ROUTES.adminCourses,
    },
    {
      id: 'batches',
      label: 'Batch calendar',
      done: samples.batches === 0,
      detail:
        samples.batches === 0
          ? 'No upcoming batch is a sample.'
          : `${plural(samples.batches, 'upcoming batch is', 'upcoming batches are')} still as seeded: replace them with the real calendar.`,
      href: ROUTES.adminCourses,
    },
    {
      id: 'trainers',
      label: 'Trainer profiles',
      done: samples.trainers.length === 0,
      detail:
        samples.trainers.length === 0 ? 'Every course names its real trainer.' : `A sample trainer profile on ${someOf(samples.trainers)}.`,
      href: ROUTES.adminCourses,
    },
    {
      id: 'stories',
      label: 'Alumni stories',
      done: samples.stories === 0,
      detail:
        samples.stories === 0
          ? 'No sample story is published.'
          : `${plural(samples.stories, 'sample story is', 'sample stories are')} published: unpublish or delete them, and add real ones with consent.`,
      href: ROUTES.adminAlumni,
    },
    {
      id: 'partners',
      label: 'Hiring partners',
      done: samples.partners === 0,
      detail:
        samples.partners === 0
          ? 'No sample company is listed.'
          : `${plural(samples.partners, 'sample company is', 'sample companies are')} listed.`,
      href: ROUTES.adminAlumni,
    },
    {
      id: 'figures',
      label: 'Headline figures',
      done: sampleFigures.length === 0,
      detail:
        sampleFigures.length === 0
          ? 'Every figure shown has its basis.'
          : `Still samples: ${someOf(sampleFigures)}. Give each its basis, or leave its value empty to hide it.`,
      href: ROUTES.adminSettings,
    },
    {
      id: 'contact',
      label: 'Contact facts',
      done: settings.contact.custom,
      detail: settings.contact.custom ? 'Saved by staff.' : 'The phone numbers, e-mail, address and office hours are the samples.',
      href: ROUTES.adminSettings,
    },
    {
      id: 'social',
      label: 'Social links',
      done: !sameSocial,
      detail: sameSocial ? "The social links are the samples: link the institute's own pages." : 'Saved by staff.',
      href: ROUTES.adminSettings,
    },
    {
      id: 'admin-code',
      label: 'Admin code',
      done: config.adminCode !== null || rotated,
      detail:
        config.adminCode !== null
          ? 'Set by ADMIN_CODE in the environment.'
          : rotated
            ? 'Replaced since the first start.'
            : 'Still the code printed at the first start: once staff have signed up, replace it (Admins page, or npm run admin-code -- --rotate).',
      href: config.adminCode !== null || rotated ? null : ROUTES.adminAdmins,
    },
    {
      id: 'smtp',
      label: 'Outgoing e-mail',
      done: config.smtpUrl !== null,
      detail:
        config.smtpUrl !== null
          ? 'SMTP_URL is set: password resets and workshop confirmations are sent.'
          : 'SMTP_URL is not set: no password reset or workshop confirmation can be sent.',
      href: null,
    },
    {
      id: 'public-url',
      label: 'Public address',
      done: isPublicAddress(config.publicUrl),
      detail: isPublicAddress(config.publicUrl)
        ? `PUBLIC_URL is ${config.publicUrl}.`
        : `PUBLIC_URL is ${config.publicUrl}: set it to the site's https address, which links, e-mails and search engines use.`,
      href: null,
    },
  ];
  return { ready: items.every((i) => i.done), items };
}

export default async function adminGoLiveRoutes(app: FastifyInstance): Promise<void> {
  const schema = operation({
    operationId: 'getGoLive',
    tag: 'Dashboard',
    summary: '"Before you go live": the seeded samples still shown and the server settings not yet configured.',
    description: 'Read afresh on every request. `ready` is true when every item is done.',
    admin: true,
    response: { ...adminRead, 200: answer('The checklist.', ref('GoLive')) },
  });
  app.get(API.admin.goLive, { schema }, async (_request, reply): Promise<GoLiveDto> => {
    reply.header('cache-control', 'no-store');
    return goLiveChecklist(app);
  });
}

import { and, count, desc, eq, gt, lte, min, sql } from 'drizzle-orm';
import {
  DEFAULT_PAGE_COPY,
  DEFAULT_RETENTION,
  FIGURE_KEYS,
  retentionSchema,
  type RetentionDto,
  type RetentionInput,
  type RetentionRules,
  formatDocumentDate,
  istDay,
  DEFAULT_SITE_CONTACT,
  pageCopySchema,
  SAMPLE_FIGURES,
  siteContactSchema,
  siteFiguresSchema,
  SPEC_LEAD_COURSES,
  type SiteContact,
  type SiteContactDto,
  type SiteContactInput,
  type SiteFiguresDto,
  type SiteFiguresInput,
  type LeadCourseExtrasDto,
  type LeadCourseExtrasInput,
  type SiteSettingsDto,
  type SiteSettingsInput,
  type PageCopy,
  type PageCopyDto,
  type PageCopyInput,
  type PageCopyRevisionDto,
  DEFAULT_MAIL_TEMPLATES,
  MAIL_TEMPLATE_KINDS,
  mailTemplateSchema,
  type MailTemplate,
  type MailTemplateKind,
  type MailTemplatesDto,
  type MailTemplatesInput,
  DIGEST_AT_DEFAULT,
  DEFAULT_LEAD_STAGES,
  DEFAULT_LOST_REASONS,
  type LeadStage,
  slugify as stageSlug,
  stageKind,
  DEFAULT_WHATSAPP_MESSAGES,
  FIRST_CONTACT_HOURS_DEFAULT,
  leadPipelineSettingsSchema,
  type LeadPipelineSettingsDto,
  type LeadPipelineSettingsInput,
} from '@contract';
import type { Db, Tx } from '../../db/client';
import {
  appSettings,
  hiringPartners,
  leads,
  workshops,
  LEAD_COURSE_EXTRAS_KEY,
  LEAD_PIPELINE_KEY,
  MAIL_TEMPLATES_KEY,
  PAGE_COPY_KEY,
  PRIVACY_EFFECTIVE_KEY,
  RETENTION_KEY,
  settingRevisions,
  SITE_CONTACT_KEY,
  SITE_FIGURES_KEY,
} from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { conflict, versionCondition, versionMatches, type WritePrecondition } from '../../lib/record-version';
import type { ContentCache } from './content-cache';

/**
 * What this repository needs of the public cache: the settings are cached (and shown by pages) under 'site';
 * a counted figure stops being true when the next workshop ends.
 */
export type SiteSettingsCache = Pick<ContentCache<'site'>, 'invalidate' | 'closesAt'>;

type SettingRow = typeof appSettings.$inferSelect;

/** The saved names, or the spec's while none are saved (a row that is not a JSON list of text reads as none). */
function extrasOf(row: SettingRow | undefined): LeadCourseExtrasDto {
  let names: unknown;
  try {
    names = row ? JSON.parse(row.value) : null;
  } catch {
    names = null;
  }
  const saved = Array.isArray(names) && names.every((n) => typeof n === 'string') ? (names as string[]) : null;
  return {
    names: saved ?? [...SPEC_LEAD_COURSES],
    custom: saved !== null,
    version: row?.version ?? 0,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/** The saved contact facts, or the seeded ones while none are saved (a row that no longer passes the schema reads as none). */
function contactOf(row: SettingRow | undefined): SiteContactDto {
  let saved: SiteContact | null;
  try {
    saved = row ? contactFacts(siteContactSchema.validateSync(JSON.parse(row.value), { stripUnknown: true })) : null;
  } catch {
    saved = null;
  }
  return {
    ...(saved ?? DEFAULT_SITE_CONTACT),
    custom: saved !== null,
    version: row?.version ?? 0,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/** The facts of a validated input, without its version and in the stored shape. */
function contactFacts(input: SiteContactInput): SiteContact {
  const { version: _version, ...facts } = input;
  return { ...facts, phones: facts.phones.map((p) => p.trim()), officeHours: { ...facts.officeHours, days: [...facts.officeHours.days] } };
}

/** The saved figures, or the samples while none are saved (a row that no longer passes the schema reads as none). */
function figuresOf(row: SettingRow | undefined): SiteFiguresDto {
  let saved: SiteFiguresDto['figures'] | null;
  try {
    saved = row ? figureValues(siteFiguresSchema.validateSync(JSON.parse(row.value), { stripUnknown: true })) : null;
  } catch {
    saved = null;
  }
  return {
    figures: saved ?? SAMPLE_FIGURES,
    custom: saved !== null,
    version: row?.version ?? 0,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/** Page texts as stored (a JSON object), or null when they no longer pass the schema. */
function storedCopy(value: string): PageCopy | null {
  try {
    // A text added to the site since the save (a new key) reads as its default; the saved ones are kept.
    const saved = JSON.parse(value) as Record<string, unknown>;
    return pageCopySchema.validateSync({ copy: { ...DEFAULT_PAGE_COPY, ...saved } }, { stripUnknown: true }).copy;
  } catch {
    return null;
  }
}

/** The saved page texts, or the defaults while none are saved. */
function copyOf(row: SettingRow | undefined): PageCopyDto {
  const saved = row ? storedCopy(row.value) : null;
  return {
    copy: saved ?? DEFAULT_PAGE_COPY,
    custom: saved !== null,
    version: row?.version ?? 0,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/** How many earlier versions of the page texts the admin is offered. */
const COPY_REVISIONS_SHOWN = 20;

/** The figures of a validated input, trimmed; a counted one keeps no value of its own (the site counts it when read). */
function figureValues(input: SiteFiguresInput): SiteFiguresDto['figures'] {
  const entries = FIGURE_KEYS.map((key) => {
    const f = input.figures[key];
    // `counted` is strict (no default): absent is false.
    return [
      key,
      f.counted === true ? { value: '', basis: '', counted: true } : { value: f.value.trim(), basis: f.basis.trim(), counted: false },
    ];
  });
  return Object.fromEntries(entries) as SiteFiguresDto['figures'];
}

/** The saved retention rules, or the defaults while none are saved (a stored value that no longer passes reads as the defaults). */
export function retentionOf(row: SettingRow | undefined): RetentionDto {
  let rules: RetentionRules = DEFAULT_RETENTION;
  if (row) {
    try {
      const saved = retentionSchema.validateSync({ ...DEFAULT_RETENTION, ...(JSON.parse(row.value) as object) }, { stripUnknown: true });
      rules = {
        callBackMonths: saved.callBackMonths,
        applicationMonths: saved.applicationMonths,
        workshopMonths: saved.workshopMonths,
        accessLogMonths: saved.accessLogMonths,
      };
    } catch {
      rules = DEFAULT_RETENTION;
    }
  }
  return { ...rules, version: row?.version ?? 0 };
}

const stageOf = (id: string, label: string, color: string): LeadStage => ({ id, label, color, kind: stageKind(id) });

/**
 * The stages as saved: a stage sent without an id is new, its id made from its name (kept unique: "-2", "-3" …;
 * a name of no letters or digits gets "stage").
 */
function withIds(stages: { id?: string; label: string; color: string }[]): LeadStage[] {
  const taken = new Set(stages.flatMap((st) => (st.id ? [st.id] : [])));
  return stages.map((st) => {
    if (st.id) return stageOf(st.id, st.label.trim(), st.color);
    const base = stageSlug(st.label).slice(0, 30).replace(/-$/, '') || 'stage';
    let id = base;
    for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
    taken.add(id);
    return stageOf(id, st.label.trim(), st.color);
  });
}

/** The saved pipeline settings, or the defaults while none are saved (or what is stored no longer passes). */
/**
 * Held shared by a write that sets a lead's status, and alone by a save of the pipeline settings: a stage is never
 * removed while another admin is moving a lead into it (each waits for the other, then sees what it did).
 */
const STAGES_LOCK = sql`hashtext('lead-pipeline-stages')`;

/** Inside a write that sets a lead's status: waits for a settings save in progress, and answers the stages as saved. */
export async function lockedStageIds(tx: Db): Promise<Set<string>> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${STAGES_LOCK})`);
  const [row] = await tx.select().from(appSettings).where(eq(appSettings.key, LEAD_PIPELINE_KEY));
  return new Set(leadPipelineOf(row).stages.map((st) => st.id));
}

function leadPipelineOf(row: SettingRow | undefined): LeadPipelineSettingsDto {
  let rules = {
    firstContactHours: FIRST_CONTACT_HOURS_DEFAULT,
    digestAt: DIGEST_AT_DEFAULT as string | null,
    whatsappMessages: DEFAULT_WHATSAPP_MESSAGES.map((m) => ({ ...m })),
    lostReasons: [...DEFAULT_LOST_REASONS],
    stages: DEFAULT_LEAD_STAGES.map((st) => ({ ...st })),
  };
  if (row) {
    try {
      const saved = leadPipelineSettingsSchema.validateSync(JSON.parse(row.value), { stripUnknown: true });
      rules = {
        firstContactHours: saved.firstContactHours,
        digestAt: saved.digestAt,
        whatsappMessages: saved.whatsappMessages?.map((m) => ({ label: m.label, text: m.text })) ?? rules.whatsappMessages,
        lostReasons: saved.lostReasons ?? rules.lostReasons,
        stages: saved.stages?.map((st) => stageOf(st.id ?? '', st.label, st.color)) ?? rules.stages,
      };
    } catch {
      // The defaults.
    }
  }
  return { ...rules, version: row?.version ?? 0, updatedAt: row ? row.updatedAt.toISOString() : null };
}

/** The saved e-mail templates; a kind never saved, or whose stored text no longer passes, reads as the seeded one. */
function mailTemplatesOf(row: SettingRow | undefined): MailTemplatesDto {
  let saved: Partial<Record<MailTemplateKind, unknown>> = {};
  try {
    if (row) saved = JSON.parse(row.value) as typeof saved;
  } catch {
    saved = {};
  }
  const entries = MAIL_TEMPLATE_KINDS.map((kind): [MailTemplateKind, MailTemplate] => {
    try {
      const t = mailTemplateSchema(kind).validateSync(saved[kind], { stripUnknown: true });
      return [kind, { subject: t.subject, body: t.body }];
    } catch {
      return [kind, DEFAULT_MAIL_TEMPLATES[kind]];
    }
  });
  return {
    templates: Object.fromEntries(entries) as Record<MailTemplateKind, MailTemplate>,
    custom: row !== undefined,
    version: row?.version ?? 0,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

function toDto(
  row: SettingRow | undefined,
  extras: SettingRow | undefined,
  contact: SettingRow | undefined,
  figures: SettingRow | undefined,
  copy: SettingRow | undefined,
  retention: SettingRow | undefined,
): SiteSettingsDto {
  return {
    privacyPolicyEffective: row?.value ?? null,
    version: row?.version ?? 0,
    updatedAt: row ? row.updatedAt.toISOString() : null,
    leadCourseExtras: extrasOf(extras),
    contact: contactOf(contact),
    figures: figuresOf(figures),
    copy: copyOf(copy),
    retention: retentionOf(retention),
  };
}

/**
 * Saves one setting's value in `tx`, guarded by the version the admin saw: the first save inserts it
 * (version 1), a later one needs the current version; a stale one is refused (409/412) and changes nothing.
 */
async function saveSetting(tx: Tx, key: string, value: string, precondition: WritePrecondition): Promise<SettingRow> {
  const [row] = await tx.select({ version: appSettings.version }).from(appSettings).where(eq(appSettings.key, key)).limit(1);
  const condition = versionCondition(precondition, { id: key, version: row?.version ?? 0 }, 'setting');
  if (!row) {
    const [inserted] = await tx.insert(appSettings).values({ key, value, version: 1 }).onConflictDoNothing().returning();
    // Another admin's first save came in between: theirs stands unless this one named no version.
    if (inserted) return inserted;
    if (condition.expected !== null) throw conflict('setting', condition.status);
  }
  // `WHERE version = expected`: of two saves of the same version exactly one matches.
  const [updated] = await tx
    .update(appSettings)
    .set({ value, updatedAt: new Date(), version: sql`${appSettings.version} + 1` })
    .where(and(eq(appSettings.key, key), versionMatches(appSettings.version, condition)))
    .returning();
  if (!updated) throw conflict('setting', condition.status);
  return updated;
}

/**
 * The site's settings an admin edits (docs/product.md §3, Site settings): the only code that reads or
 * writes them. A save runs in one transaction, guarded by the version the admin saw, then drops the
 * cached 'site' answers and every page the server keeps ready.
 */
export function createSiteSettingsRepository(db: Db, cache: SiteSettingsCache) {
  const read = async (key: string) => (await db.select().from(appSettings).where(eq(appSettings.key, key)).limit(1))[0];

  /** The figures with the counted ones counted now: hiring partners (not the samples), workshops that have ended. */
  const counted = async (dto: SiteFiguresDto): Promise<SiteFiguresDto> => {
    const { partners, workshopsHeld } = dto.figures;
    if (!partners.counted && !workshopsHeld.counted) return dto;
    const now = new Date();
    const [[listed], [held], [next]] = await Promise.all([
      db.select({ n: count() }).from(hiringPartners).where(eq(hiringPartners.sample, false)),
      db
        .select({ n: count(), first: min(workshops.startsAt) })
        .from(workshops)
        .where(lte(workshops.endsAt, now)),
      db
        .select({ at: min(workshops.endsAt) })
        .from(workshops)
        .where(gt(workshops.endsAt, now)),
    ]);
    const figures = { ...dto.figures };
    if (partners.counted) {
      const n = listed?.n ?? 0;
      const companies = n === 1 ? 'company' : 'companies';
      figures.partners = {
        value: n > 0 ? String(n) : '',
        basis: `Counted from the hiring partners listed on this site: ${n} ${companies}.`,
        counted: true,
      };
    }
    if (workshopsHeld.counted) {
      const n = held?.n ?? 0;
      const since = held?.first ? ` since ${formatDocumentDate(istDay(held.first))}` : '';
      figures.workshopsHeld = {
        value: n > 0 ? String(n) : '',
        basis: `Counted from the workshops listed on this site that have ended: ${n}${since}.`,
        counted: true,
      };
      if (next?.at) cache.closesAt('site', next.at.getTime());
    }
    return { ...dto, figures };
  };

  const get = async (): Promise<SiteSettingsDto> => {
    const [privacy, extras, contact, figures, copy, retention] = await Promise.all([
      read(PRIVACY_EFFECTIVE_KEY),
      read(LEAD_COURSE_EXTRAS_KEY),
      read(SITE_CONTACT_KEY),
      read(SITE_FIGURES_KEY),
      read(PAGE_COPY_KEY),
      read(RETENTION_KEY),
    ]);
    const dto = toDto(privacy, extras, contact, figures, copy, retention);
    return { ...dto, figures: await counted(dto.figures) };
  };

  return {
    get,

    /** The institute's contact facts (the brochure, e-mails and the API document read them here). */
    async contact(): Promise<SiteContactDto> {
      return contactOf(await read(SITE_CONTACT_KEY));
    },

    /** Saves the headline figures (validated by the route's schema); guarded like `update`. Every page shows them at once. */
    async updateFigures(input: SiteFiguresInput, precondition: WritePrecondition): Promise<SiteSettingsDto> {
      await db.transaction((tx) => saveSetting(tx, SITE_FIGURES_KEY, JSON.stringify({ figures: figureValues(input) }), precondition));
      await cache.invalidate('site');
      return get();
    },

    /**
     * Saves the page texts (validated by the route's schema); guarded like `update`. The saved version
     * is kept among the earlier versions in the same transaction, so any of them can be brought back.
     */
    async updateCopy(input: PageCopyInput, precondition: WritePrecondition): Promise<SiteSettingsDto> {
      // Trimmed by the schema already (the route's body is the cast input).
      const value = JSON.stringify(input.copy);
      await db.transaction(async (tx) => {
        const saved = await saveSetting(tx, PAGE_COPY_KEY, value, precondition);
        await tx.insert(settingRevisions).values({ key: PAGE_COPY_KEY, version: saved.version, value, savedAt: saved.updatedAt });
      });
      await cache.invalidate('site');
      return get();
    },

    /** The saved versions of the page texts, newest first (the current one too), the last 20. */
    async copyRevisions(): Promise<PageCopyRevisionDto[]> {
      const rows = await db
        .select()
        .from(settingRevisions)
        .where(eq(settingRevisions.key, PAGE_COPY_KEY))
        .orderBy(desc(settingRevisions.version))
        .limit(COPY_REVISIONS_SHOWN);
      return rows.flatMap((r) => {
        const copy = storedCopy(r.value);
        return copy ? [{ version: r.version, savedAt: r.savedAt.toISOString(), copy }] : [];
      });
    },

    /** Saves the contact facts (validated by the route's schema); guarded like `update`. Every page shows them at once. */
    async updateContact(input: SiteContactInput, precondition: WritePrecondition): Promise<SiteSettingsDto> {
      await db.transaction((tx) => saveSetting(tx, SITE_CONTACT_KEY, JSON.stringify(contactFacts(input)), precondition));
      await cache.invalidate('site');
      return get();
    },

    /** The retention rules the daily job applies. */
    async retention(): Promise<RetentionDto> {
      return retentionOf(await read(RETENTION_KEY));
    },

    /** Saves the retention rules (validated by the route's schema); guarded like `update`. The privacy policy shows them at once. */
    async updateRetention(input: RetentionInput, precondition: WritePrecondition): Promise<SiteSettingsDto> {
      const rules: RetentionRules = {
        callBackMonths: input.callBackMonths,
        applicationMonths: input.applicationMonths,
        workshopMonths: input.workshopMonths,
        accessLogMonths: input.accessLogMonths,
      };
      await db.transaction((tx) => saveSetting(tx, RETENTION_KEY, JSON.stringify(rules), precondition));
      await cache.invalidate('site');
      return get();
    },

    /** The e-mails a visitor gets at once, as staff wrote them (the seeded ones until then). */
    async mailTemplates(): Promise<MailTemplatesDto> {
      return mailTemplatesOf(await read(MAIL_TEMPLATES_KEY));
    },

    /** Saves every e-mail template (validated by the route's schema); guarded like `update`. The next e-mail uses them. */
    async updateMailTemplates(input: MailTemplatesInput, precondition: WritePrecondition): Promise<MailTemplatesDto> {
      const templates = Object.fromEntries(
        MAIL_TEMPLATE_KINDS.map((kind) => [kind, { subject: input.templates[kind].subject, body: input.templates[kind].body }]),
      );
      const saved = await db.transaction((tx) => saveSetting(tx, MAIL_TEMPLATES_KEY, JSON.stringify(templates), precondition));
      return mailTemplatesOf(saved);
    },

    /** The leads pipeline's settings (issue 43): the first call's time limit and the digest's time; the defaults until saved. */
    async leadPipeline(): Promise<LeadPipelineSettingsDto> {
      return leadPipelineOf(await read(LEAD_PIPELINE_KEY));
    },

    /** Saves the leads pipeline's settings (validated by the route's schema); guarded like `update`. */
    async updateLeadPipeline(input: LeadPipelineSettingsInput, precondition: WritePrecondition): Promise<LeadPipelineSettingsDto> {
      return leadPipelineOf(
        await db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(${STAGES_LOCK})`);
          // Messages, lost reasons and stages left out of the save stay as they were.
          const current = leadPipelineOf((await tx.select().from(appSettings).where(eq(appSettings.key, LEAD_PIPELINE_KEY)))[0]);
          const stages = input.stages ? withIds(input.stages) : current.stages;
          // A stage is removed only while no lead is at it: nothing is left at a stage the pipeline no longer has.
          const removed = current.stages.filter((st) => !stages.some((kept) => kept.id === st.id));
          for (const stage of removed) {
            const [row] = await tx.select({ n: count() }).from(leads).where(eq(leads.status, stage.id));
            const n = row?.n ?? 0;
            if (n > 0) {
              const message = `${n} ${n === 1 ? 'lead is' : 'leads are'} at ${stage.label}: move ${n === 1 ? 'it' : 'them'} to another stage before removing it.`;
              throw badRequest(message, { stages: message });
            }
          }
          const value = JSON.stringify({
            firstContactHours: input.firstContactHours,
            digestAt: input.digestAt,
            whatsappMessages: input.whatsappMessages?.map((m) => ({ label: m.label, text: m.text })) ?? current.whatsappMessages,
            lostReasons: input.lostReasons ?? current.lostReasons,
            stages: stages.map((st) => ({ id: st.id, label: st.label, color: st.color })),
          });
          return saveSetting(tx, LEAD_PIPELINE_KEY, value, precondition);
        }),
      );
    },

    /** Saves the settings; a stale `version` or If-Match is refused (409/412) and changes nothing. */
    async update(input: SiteSettingsInput, precondition: WritePrecondition): Promise<SiteSettingsDto> {
      await db.transaction((tx) => saveSetting(tx, PRIVACY_EFFECTIVE_KEY, input.privacyPolicyEffective, precondition));
      await cache.invalidate('site');
      return get();
    },

    /** Saves the enquiry forms' extra course names, trimmed, in the order given; guarded like `update`. */
    async updateLeadCourseExtras(input: LeadCourseExtrasInput, precondition: WritePrecondition): Promise<SiteSettingsDto> {
      const names = input.names.map((n) => n.trim());
      await db.transaction((tx) => saveSetting(tx, LEAD_COURSE_EXTRAS_KEY, JSON.stringify(names), precondition));
      await cache.invalidate('site');
      return get();
    },
  };
}

export type SiteSettingsRepository = ReturnType<typeof createSiteSettingsRepository>;

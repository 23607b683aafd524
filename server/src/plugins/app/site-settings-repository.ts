import { and, eq, sql } from 'drizzle-orm';
import type { SiteSettingsDto, SiteSettingsInput } from '@contract';
import type { Db } from '../../db/client';
import { appSettings, PRIVACY_EFFECTIVE_KEY } from '../../db/schema';
import { conflict, versionCondition, versionMatches, type WritePrecondition } from '../../lib/record-version';
import type { ContentCache } from './content-cache';

/** What this repository needs of the public cache: the settings are cached (and shown by pages) under 'site'. */
export type SiteSettingsCache = Pick<ContentCache<'site'>, 'invalidate'>;

type SettingRow = typeof appSettings.$inferSelect;

function toDto(row: SettingRow | undefined): SiteSettingsDto {
  return {
    privacyPolicyEffective: row?.value ?? null,
    version: row?.version ?? 0,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/**
 * The site's settings an admin edits (docs/product.md §3, Site settings): the only code that reads or
 * writes them. A save runs in one transaction, guarded by the version the admin saw, then drops the
 * cached 'site' answers and every page the server keeps ready.
 */
export function createSiteSettingsRepository(db: Db, cache: SiteSettingsCache) {
  return {
    async get(): Promise<SiteSettingsDto> {
      const [row] = await db.select().from(appSettings).where(eq(appSettings.key, PRIVACY_EFFECTIVE_KEY)).limit(1);
      return toDto(row);
    },

    /** Saves the settings; a stale `version` or If-Match is refused (409/412) and changes nothing. */
    async update(input: SiteSettingsInput, precondition: WritePrecondition): Promise<SiteSettingsDto> {
      const saved = await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ version: appSettings.version })
          .from(appSettings)
          .where(eq(appSettings.key, PRIVACY_EFFECTIVE_KEY))
          .limit(1);
        const condition = versionCondition(precondition, { id: PRIVACY_EFFECTIVE_KEY, version: row?.version ?? 0 }, 'setting');
        const value = input.privacyPolicyEffective;
        if (!row) {
          const [inserted] = await tx
            .insert(appSettings)
            .values({ key: PRIVACY_EFFECTIVE_KEY, value, version: 1 })
            .onConflictDoNothing()
            .returning();
          // Another admin's first save came in between: theirs stands unless this one named no version.
          if (inserted) return inserted;
          if (condition.expected !== null) throw conflict('setting', condition.status);
        }
        // `WHERE version = expected`: of two saves of the same version exactly one matches.
        const [updated] = await tx
          .update(appSettings)
          .set({ value, updatedAt: new Date(), version: sql`${appSettings.version} + 1` })
          .where(and(eq(appSettings.key, PRIVACY_EFFECTIVE_KEY), versionMatches(appSettings.version, condition)))
          .returning();
        if (!updated) throw conflict('setting', condition.status);
        return updated;
      });
      await cache.invalidate('site');
      return toDto(saved);
    },
  };
}

export type SiteSettingsRepository = ReturnType<typeof createSiteSettingsRepository>;

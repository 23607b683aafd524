const STORAGE_KEY = 'itx-utm';
const UTM_PARAMS = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
} as const;

export type UtmFields = Partial<Record<(typeof UTM_PARAMS)[keyof typeof UTM_PARAMS], string>>;

function fromSearch(search: string): UtmFields {
  const params = new URLSearchParams(search);
  const out: UtmFields = {};
  for (const [param, field] of Object.entries(UTM_PARAMS) as [keyof typeof UTM_PARAMS, (typeof UTM_PARAMS)[keyof typeof UTM_PARAMS]][]) {
    const value = params.get(param)?.trim();
    if (value) out[field] = value.slice(0, 200);
  }
  return out;
}

/**
 * Keeps the campaign a visitor arrived with for the rest of the visit, so a lead sent from another
 * page still names it. Called when a lead form mounts.
 */
export function rememberUtm(search: string = window.location.search): void {
  const utm = fromSearch(search);
  if (Object.keys(utm).length === 0) return;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(utm));
  } catch {
    /* storage disabled: the current URL still counts */
  }
}

/** The UTM fields of the current URL, else those remembered earlier in this visit. */
export function currentUtm(search: string = window.location.search): UtmFields {
  const utm = fromSearch(search);
  if (Object.keys(utm).length > 0) return utm;
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    return stored ? (JSON.parse(stored) as UtmFields) : {};
  } catch {
    return {};
  }
}

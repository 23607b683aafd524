import { useEffect, useMemo, useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import {
  LEAD_FLAG_LABELS,
  LEAD_FLAGS,
  LEAD_FOLLOW_UP_DUE,
  LEAD_FORM_LABELS,
  LEAD_FORMS,
  LEAD_OWNER_UNASSIGNED,
  STAGE_ID_PATTERN,
  type LeadFlag,
  type LeadForm,
} from '@contract';
import { useGetAdminCoursesQuery } from '@/entities/course';
import { useGetLeadOwnersQuery, useLeadStages, type LeadFilters } from '@/entities/lead';
import { useGetWorkshopsQuery } from '@/entities/workshop';
import { useUrlState, type UrlState } from '@/shared/lib/url-state';
import { FilterBar, FilterSelect, labelledOptions } from '@/shared/ui/filter-select';

const FORM_OPTIONS = labelledOptions(LEAD_FORMS, LEAD_FORM_LABELS);
const FLAG_OPTIONS = labelledOptions(LEAD_FLAGS, LEAD_FLAG_LABELS);

/** The list's filters, kept in the address so a filtered list can be shared, bookmarked and reloaded. */
const FILTER_KEYS = ['search', 'form', 'interest', 'status', 'from', 'to', 'owner', 'followUp', 'flag'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];
type FilterValues = UrlState<FilterKey>;

const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined =>
  (values as readonly string[]).includes(value) ? (value as T) : undefined;

/**
 * The filters as the address holds them, and as the list and the export send them: the list's search
 * waits for typing to pause, the export takes it as typed; a value the address holds that no filter
 * offers (an edited link) is left out.
 */
export function useLeadFilters(): {
  values: FilterValues;
  filters: LeadFilters;
  exportFilters: LeadFilters;
  change: (patch: Partial<Record<FilterKey, string>>) => void;
} {
  const [values, change] = useUrlState(FILTER_KEYS);
  const typed = values.search.trim();
  const [deferredSearch, setDeferredSearch] = useState(typed);
  // One request when typing pauses, not one per key.
  useEffect(() => {
    const timer = setTimeout(() => setDeferredSearch(typed), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const rest: LeadFilters = {
    form: oneOf<LeadForm>(LEAD_FORMS, values.form),
    interest: values.interest || undefined,
    // Any stage id: the pipeline's stages are staff's (one no lead is at lists nothing).
    status: STAGE_ID_PATTERN.test(values.status) ? values.status : undefined,
    from: values.from || undefined,
    to: values.to || undefined,
    owner: values.owner || undefined,
    followUp: values.followUp === LEAD_FOLLOW_UP_DUE ? LEAD_FOLLOW_UP_DUE : undefined,
    flag: oneOf<LeadFlag>(LEAD_FLAGS, values.flag),
  };
  return {
    values,
    filters: { search: deferredSearch || undefined, ...rest },
    exportFilters: { search: typed || undefined, ...rest },
    change,
  };
}

/** The filter bar above the lead list. */
export function LeadFiltersForm({ values, change }: { values: FilterValues; change: (patch: Partial<Record<FilterKey, string>>) => void }) {
  const stages = useLeadStages();
  const { data: workshops = [] } = useGetWorkshopsQuery(undefined);
  // Archived courses too: their leads keep the course's name.
  const { data: courses = [] } = useGetAdminCoursesQuery(undefined);
  const { data: admins = [] } = useGetLeadOwnersQuery(undefined);
  const interests = useMemo(
    () => [...new Set([...courses.map((c) => c.leadCourse), ...workshops.map((w) => w.title)])],
    [courses, workshops],
  );
  // Disabled admins too: the leads they owned are still theirs until reassigned.
  const owners = useMemo(
    () =>
      [...admins]
        .sort((a, b) => a.name.localeCompare(b.name, 'en-IN'))
        .map((a) => ({ value: a.id, label: a.disabled ? `${a.name} (disabled)` : a.name })),
    [admins],
  );
  const ownerKnown = values.owner === '' || values.owner === LEAD_OWNER_UNASSIGNED || owners.some((o) => o.value === values.owner);

  return (
    <FilterBar label="Filter leads" columns={{ xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)', lg: '2fr repeat(4, 1fr)' }}>
      <TextField
        type="search"
        label="Search name, e-mail, phone"
        size="small"
        value={values.search}
        onChange={(e) => change({ search: e.target.value })}
      />
      <FilterSelect
        label="Form"
        allLabel="All forms"
        value={oneOf(LEAD_FORMS, values.form) ?? ''}
        options={FORM_OPTIONS}
        onChange={(form) => change({ form })}
      />
      <FilterSelect
        label="Course or workshop"
        allLabel="All"
        value={values.interest}
        // A course the address names that is no longer listed (or not loaded yet) stays chosen.
        options={[...interests, ...(values.interest && !interests.includes(values.interest) ? [values.interest] : [])].map((i) => ({
          value: i,
          label: i,
        }))}
        onChange={(interest) => change({ interest })}
      />
      <FilterSelect
        label="Status"
        allLabel="All statuses"
        value={stages.some((st) => st.id === values.status) ? values.status : ''}
        options={stages.map((st) => ({ value: st.id, label: st.label }))}
        onChange={(status) => change({ status })}
      />
      <FilterSelect
        label="Owner"
        allLabel="Anyone"
        value={values.owner}
        options={[
          { value: LEAD_OWNER_UNASSIGNED, label: 'Unassigned' },
          ...owners,
          // An admin named by the address before the list of admins has loaded.
          ...(ownerKnown ? [] : [{ value: values.owner, label: 'Selected admin' }]),
        ]}
        onChange={(owner) => change({ owner })}
      />
      <FilterSelect
        label="Flag"
        allLabel="Any"
        value={oneOf(LEAD_FLAGS, values.flag) ?? ''}
        options={FLAG_OPTIONS}
        onChange={(flag) => change({ flag })}
      />
      <DateFilter label="From" value={values.from} onChange={(from) => change({ from })} />
      <DateFilter label="To" value={values.to} onChange={(to) => change({ to })} />
      <FormControlLabel
        label="Follow-up due"
        control={
          <Checkbox
            checked={values.followUp === LEAD_FOLLOW_UP_DUE}
            onChange={(e) => change({ followUp: e.target.checked ? LEAD_FOLLOW_UP_DUE : '' })}
          />
        }
      />
    </FilterBar>
  );
}

/** A day the list starts or ends at. */
function DateFilter({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      type="date"
      label={label}
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

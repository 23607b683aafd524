import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  LEAD_FOLLOW_UP_DUE,
  LEAD_FORM_LABELS,
  LEAD_FORMS,
  LEAD_OWNER_UNASSIGNED,
  LEAD_STATUSES,
  type LeadForm,
  type LeadStatus,
} from '@contract';
import { useGetAdminCoursesQuery } from '@/entities/course';
import { LEAD_STATUS_LABELS, useGetLeadOwnersQuery, type LeadFilters } from '@/entities/lead';
import { useGetWorkshopsQuery } from '@/entities/workshop';
import { useUrlState, type UrlState } from '@/shared/lib/url-state';

/** Empty filters show their 'All …' item instead of a bare label. */
const SELECT_SLOTS = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

/** The list's filters, kept in the address so a filtered list can be shared, bookmarked and reloaded. */
const FILTER_KEYS = ['search', 'form', 'interest', 'status', 'from', 'to', 'owner', 'followUp'] as const;
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
    status: oneOf<LeadStatus>(LEAD_STATUSES, values.status),
    from: values.from || undefined,
    to: values.to || undefined,
    owner: values.owner || undefined,
    followUp: values.followUp === LEAD_FOLLOW_UP_DUE ? LEAD_FOLLOW_UP_DUE : undefined,
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
        .map((a) => ({ id: a.id, label: a.disabled ? `${a.name} (disabled)` : a.name })),
    [admins],
  );
  const ownerKnown = values.owner === '' || values.owner === LEAD_OWNER_UNASSIGNED || owners.some((o) => o.id === values.owner);

  return (
    <Box
      // A search landmark, not a <form>: every filter applies as it changes, so there is nothing to submit.
      role="search"
      aria-label="Filter leads"
      sx={{
        display: 'grid',
        gap: 2,
        mb: 3,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)', lg: '2fr repeat(4, 1fr)' },
      }}
    >
      <TextField
        type="search"
        label="Search name, e-mail, phone"
        size="small"
        value={values.search}
        onChange={(e) => change({ search: e.target.value })}
      />
      <TextField
        select
        label="Form"
        size="small"
        value={oneOf(LEAD_FORMS, values.form) ?? ''}
        slotProps={SELECT_SLOTS}
        onChange={(e) => change({ form: e.target.value })}
      >
        <MenuItem value="">All forms</MenuItem>
        {LEAD_FORMS.map((f) => (
          <MenuItem key={f} value={f}>
            {LEAD_FORM_LABELS[f]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Course or workshop"
        size="small"
        value={values.interest}
        slotProps={SELECT_SLOTS}
        onChange={(e) => change({ interest: e.target.value })}
      >
        <MenuItem value="">All</MenuItem>
        {/* A course the address names that is no longer listed (or not loaded yet) stays chosen. */}
        {[...interests, ...(values.interest && !interests.includes(values.interest) ? [values.interest] : [])].map((i) => (
          <MenuItem key={i} value={i}>
            {i}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Status"
        size="small"
        value={oneOf(LEAD_STATUSES, values.status) ?? ''}
        slotProps={SELECT_SLOTS}
        onChange={(e) => change({ status: e.target.value })}
      >
        <MenuItem value="">All statuses</MenuItem>
        {LEAD_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {LEAD_STATUS_LABELS[s]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Owner"
        size="small"
        value={values.owner}
        slotProps={SELECT_SLOTS}
        onChange={(e) => change({ owner: e.target.value })}
      >
        <MenuItem value="">Anyone</MenuItem>
        <MenuItem value={LEAD_OWNER_UNASSIGNED}>Unassigned</MenuItem>
        {owners.map((o) => (
          <MenuItem key={o.id} value={o.id}>
            {o.label}
          </MenuItem>
        ))}
        {/* An admin named by the address before the list of admins has loaded. */}
        {ownerKnown ? null : <MenuItem value={values.owner}>Selected admin</MenuItem>}
      </TextField>
      <TextField
        type="date"
        label="From"
        size="small"
        value={values.from}
        onChange={(e) => change({ from: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        label="To"
        size="small"
        value={values.to}
        onChange={(e) => change({ to: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormControlLabel
        label="Follow-up due"
        control={
          <Checkbox
            checked={values.followUp === LEAD_FOLLOW_UP_DUE}
            onChange={(e) => change({ followUp: e.target.checked ? LEAD_FOLLOW_UP_DUE : '' })}
          />
        }
      />
    </Box>
  );
}

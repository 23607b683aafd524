import type { ReactNode } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

export interface FilterOption {
  value: string;
  label: ReactNode;
}

export interface FilterSelectProps {
  label: string;
  /** The chosen value; '' for no filter. */
  value: string;
  /** The first item, for no filter ("All forms", "Anyone"): shown instead of a bare label. */
  allLabel: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  sx?: SxProps<Theme>;
}

/** Empty filters show their 'All …' item instead of a bare label. */
const SELECT_SLOTS = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

/** One select of an admin list's filter bar: the list follows it as soon as it changes. */
export function FilterSelect({ label, value, allLabel, options, onChange, sx }: FilterSelectProps) {
  return (
    <TextField select label={label} size="small" value={value} slotProps={SELECT_SLOTS} onChange={(e) => onChange(e.target.value)} sx={sx}>
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The options of a fixed list of values, each shown by its label. */
export function labelledOptions<T extends string>(values: readonly T[], labels: Readonly<Record<T, string>>): FilterOption[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

import { useId, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';

export interface NativeSelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** `<option>` elements. */
  children: ReactNode;
  id?: string;
  sx?: SxProps<Theme>;
}

/** An outlined native `<select>` with a label that stays above it (see SearchField for why not TextField). */
export function NativeSelectField({ label, value, onChange, children, id, sx }: NativeSelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <FormControl variant="outlined" sx={sx}>
      <InputLabel htmlFor={selectId} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        variant="outlined"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        input={<OutlinedInput label={label} notched />}
        inputProps={{ id: selectId }}
      >
        {children}
      </NativeSelect>
    </FormControl>
  );
}

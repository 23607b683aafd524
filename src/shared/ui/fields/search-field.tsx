import { useId, type ChangeEvent } from 'react';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';

export interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  id?: string;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * An outlined search box with a magnifier, looking like MUI's TextField. Built from its parts because
 * TextField always brings Select, Menu, Popover and Modal with it: about 26 KB (gzip) of code a public
 * list page would load and run before it shows.
 */
export function SearchField({ label, value, onChange, id, size, fullWidth, sx }: SearchFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <FormControl variant="outlined" size={size} fullWidth={fullWidth} sx={sx}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        id={inputId}
        type="search"
        label={label}
        value={value}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon aria-hidden />
          </InputAdornment>
        }
      />
    </FormControl>
  );
}

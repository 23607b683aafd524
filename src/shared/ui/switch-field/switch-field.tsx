import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';

export interface SwitchFieldProps {
  /** The switch's id; its help text is `${id}-help`. */
  id: string;
  name: string;
  label: string;
  /** What the current setting means, under the switch (its description). */
  help: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A yes-or-no setting: a labelled switch with the help text that describes it below. */
export function SwitchField({ id, name, label, help, checked, onChange }: SwitchFieldProps) {
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            id={id}
            name={name}
            checked={checked}
            onChange={(e) => onChange(e.target.checked)}
            slotProps={{ input: { 'aria-describedby': `${id}-help` } }}
          />
        }
        label={label}
      />
      <FormHelperText id={`${id}-help`} sx={{ mt: 0 }}>
        {help}
      </FormHelperText>
    </Box>
  );
}

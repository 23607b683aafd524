import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';

export interface ListRowsProps<T> {
  /** Unique within the page: the ids of the legend and the hint. */
  id: string;
  legend: string;
  hint?: string;
  items: T[];
  onChange: (next: T[]) => void;
  /** A new, empty row. */
  make: () => T;
  /** The row's name, for its remove button ("paragraph 2"). */
  itemName: (index: number) => string;
  /** The add button's text ("Add paragraph"). */
  addLabel: string;
  renderItem: (item: T, index: number) => ReactNode;
  /** An error about the whole list (too many rows). */
  error?: string;
  max?: number;
  /** Heading level of the legend's look. */
  variant?: 'h3' | 'h4';
}

/** A list of rows the admin adds and removes one by one, in a fieldset named by its legend. */
export function ListRows<T>({
  id,
  legend,
  hint,
  items,
  onChange,
  make,
  itemName,
  addLabel,
  renderItem,
  error,
  max = 100,
  variant = 'h3',
}: ListRowsProps<T>) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <Box component="fieldset" aria-describedby={described} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant={variant} sx={{ fontSize: variant === 'h3' ? '1.125rem' : '1rem', fontWeight: 600, mb: 0.5 }}>
        {legend}
      </Typography>
      {hint ? (
        <Typography id={`${id}-hint`} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {hint}
        </Typography>
      ) : null}
      <Stack spacing={1.5} sx={{ mt: 1 }}>
        {items.map((item, i) => (
          <Box key={i} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>{renderItem(item, i)}</Box>
            <IconButton aria-label={`Remove ${itemName(i)}`} onClick={() => onChange(items.filter((_, j) => j !== i))} sx={{ mt: 1 }}>
              <DeleteOutlineIcon />
            </IconButton>
          </Box>
        ))}
      </Stack>
      <Button
        variant="outlined"
        size="small"
        startIcon={<AddIcon aria-hidden />}
        onClick={() => onChange([...items, make()])}
        disabled={items.length >= max}
        sx={{ mt: 1.5 }}
      >
        {addLabel}
      </Button>
      {error ? (
        <FormHelperText id={`${id}-error`} error>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}

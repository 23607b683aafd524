import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  COUNTED_FIGURES,
  FIGURE_BASIS_MESSAGE,
  FIGURE_KEYS,
  FIGURE_NAMES,
  type FigureKey,
  type SiteFigure,
  type SiteFiguresDto,
} from '@contract';
import { useUpdateSiteFiguresMutation } from '../api/settings-admin-api';
import { useSettingSave } from '../lib/use-setting-save';
import { FormColumn } from '@/shared/ui/form-parts';

/** `figures.placementRate.basis` → `placementRate.basis`: the field a message belongs to. */
const fieldOf = (path: string) => {
  const m = /^figures\.(\w+)\.(value|basis)$/.exec(path);
  return m && (FIGURE_KEYS as readonly string[]).includes(m[1] ?? '') ? `${m[1]}.${m[2]}` : null;
};

/**
 * The headline figures (issue 41, DECISIONS 15): each with the basis the site shows below it. A figure with an
 * empty value is not shown; one with a value needs its basis. Remounted (key) when the saved version changes.
 */
export function FiguresForm({ figures }: { figures: SiteFiguresDto }) {
  const [values, setValues] = useState<Record<FigureKey, SiteFigure>>(figures.figures);
  const [save, { isLoading }] = useUpdateSiteFiguresMutation();
  const { errors, submit: send } = useSettingSave(save, {
    saved: 'Saved: the pages now show these figures with their bases.',
    failed: 'The figures could not be saved. Please try again.',
  });

  const set = (key: FigureKey, part: 'value' | 'basis', text: string) => setValues((v) => ({ ...v, [key]: { ...v[key], [part]: text } }));
  const setCounted = (key: FigureKey, counted: boolean) => setValues((v) => ({ ...v, [key]: { ...v[key], counted } }));

  const submit = () => {
    const found: Record<string, string> = {};
    for (const key of FIGURE_KEYS) {
      const f = values[key];
      if (!f.counted && f.value.trim() !== '' && f.basis.trim() === '') found[`${key}.basis`] = FIGURE_BASIS_MESSAGE;
    }
    return send(figures.version > 0 ? { figures: values, version: figures.version } : { figures: values }, found, fieldOf);
  };

  return (
    <FormColumn
      onSubmit={(e) => {
        e?.preventDefault();
        void submit();
      }}
      label="Headline figures"
      gap={2}
    >
      {FIGURE_KEYS.map((key) => {
        const countedFrom = COUNTED_FIGURES[key];
        const { counted } = values[key];
        return (
          <Box
            key={key}
            component="fieldset"
            sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' } }}
          >
            <Typography component="legend" sx={{ fontWeight: 700, mb: 1 }}>
              {FIGURE_NAMES[key]}
            </Typography>
            {countedFrom ? (
              <FormControlLabel
                sx={{ gridColumn: '1 / -1' }}
                control={<Checkbox checked={counted} onChange={(e) => setCounted(key, e.target.checked)} />}
                label={`Count it from ${countedFrom}`}
              />
            ) : null}
            <TextField
              id={`figure-${key}-value`}
              label="Figure"
              disabled={counted}
              value={values[key].value}
              onChange={(e) => set(key, 'value', e.target.value)}
              error={errors[`${key}.value`] !== undefined}
              helperText={errors[`${key}.value`] ?? (counted ? 'Counted when a page is shown' : 'Empty: not shown')}
            />
            <TextField
              id={`figure-${key}-basis`}
              label="Basis"
              multiline
              disabled={counted}
              value={values[key].basis}
              onChange={(e) => set(key, 'basis', e.target.value)}
              error={errors[`${key}.basis`] !== undefined}
              helperText={errors[`${key}.basis`] ?? 'Who was counted, over what period, and how: shown below the figure'}
            />
          </Box>
        );
      })}
      <Box>
        <Button type="submit" variant="contained" disabled={isLoading}>
          {isLoading ? 'Saving...' : 'Save figures'}
        </Button>
      </Box>
    </FormColumn>
  );
}

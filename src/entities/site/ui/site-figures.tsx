import Typography from '@mui/material/Typography';
import type { FigureKey, SiteFigure } from '@contract';
import { BRAND } from '@/shared/ui/theme';
import { useGetSiteSettingsQuery } from '../api/site-api';

/** A figure as a section shows it: its value, the label of that place, and its basis note's number. */
export interface ShownFigure {
  key: FigureKey;
  value: string;
  label: string;
  basis: string;
  /** The footnote marker (1, 2 …) that ties the figure to its basis line below the section. */
  note: number;
}

/** The figures a section shows, in its order with its own labels: only those with a value and a basis, numbered. */
export function shownFigures(figures: Record<FigureKey, SiteFigure>, labels: readonly (readonly [FigureKey, string])[]): ShownFigure[] {
  const out: ShownFigure[] = [];
  for (const [key, label] of labels) {
    const f = figures[key];
    if (f.value.trim() === '' || f.basis.trim() === '') continue;
    out.push({ key, value: f.value.trim(), label, basis: f.basis.trim(), note: out.length + 1 });
  }
  return out;
}

/**
 * The headline figures a section shows (issue 41, DECISIONS 15), in its order with its own labels: those
 * staff keep with a basis in Site settings; a figure without one is left out, and none is shown while the
 * settings cannot be read (the public layout's loader reads them with every page).
 */
export function useSiteFigures(labels: readonly (readonly [FigureKey, string])[]): ShownFigure[] {
  const { data } = useGetSiteSettingsQuery(undefined);
  return data ? shownFigures(data.figures.figures, labels) : [];
}

/** A figure's value with its note's marker, tying it to its basis below the section. */
export function FigureValue({ figure }: { figure: ShownFigure }) {
  return (
    <>
      <span>{figure.value}</span>
      <sup>{figure.note}</sup>
    </>
  );
}

/** The basis of each figure shown above, one line each, numbered as the markers are. */
export function FigureNotes({ figures, onDark = false }: { figures: readonly ShownFigure[]; onDark?: boolean }) {
  return figures.map((f) => (
    <Typography key={f.key} sx={{ color: onDark ? BRAND.onDark.muted : 'text.secondary' }}>
      {`${f.note}. ${f.label}: ${f.basis}`}
    </Typography>
  ));
}

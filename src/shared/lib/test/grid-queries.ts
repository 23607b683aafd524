import { act, screen, within } from '@testing-library/react';

/**
 * For waits on a DataGrid: its quick search waits for typing to pause, and a busy machine renders it
 * slowly, so more than waitFor's default second.
 */
export const GRID_WAIT = { timeout: 5000 };

/** The grid row that has a cell reading `name`. */
export function gridRow(name: string): HTMLElement {
  return screen.getByRole('gridcell', { name }).closest('[role="row"]') as HTMLElement;
}

/** The texts of the cells of the row that has a cell reading `name`, in the columns' order. */
export function gridCells(name: string): (string | null)[] {
  return within(gridRow(name))
    .getAllByRole('gridcell')
    .map((c) => c.textContent);
}

/** The cell of column `field` in the row that has a cell reading `name`. */
export function gridCell(name: string, field: string): HTMLElement {
  return within(gridRow(name))
    .getAllByRole('gridcell')
    .find((c) => c.getAttribute('data-field') === field) as HTMLElement;
}

/** The first cell's text of each row the grid shows (its title), the header row left out. */
export function gridRowTitles(): (string | null | undefined)[] {
  return screen
    .queryAllByRole('row')
    .slice(1)
    .map((r) => within(r).queryAllByRole('gridcell')[0]?.textContent);
}

/** Checks that `text` (a toast) is on screen once, and still once after a moment in which a second copy would have shown. */
export async function expectShownOnce(text: string): Promise<void> {
  expect(await screen.findByText(text)).toBeInTheDocument();
  await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(screen.getAllByText(text)).toHaveLength(1);
}

import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GridApi, GridColDef } from '@mui/x-data-grid';
import type { RefObject } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { MemoryRouter } from 'react-router';
import { theme } from '../theme';
import { AdminDataGrid } from './admin-data-grid';
import { columnLayoutKey } from './column-layout';

// A DataGrid with menus and typing: slow on a shared machine.
/** The quick search waits for typing to pause, and a busy machine is slow: more than waitFor's default second. */
const SLOW = { timeout: 5000 };

jest.setTimeout(60_000);

interface Row {
  id: string;
  title: string;
  startsAt: string;
  city: string;
}

const ROWS: Row[] = [
  { id: '1', title: 'React in a Day', startsAt: '2099-12-12', city: 'Hyderabad' },
  { id: '2', title: 'Excel to Power BI', startsAt: '2099-09-13', city: 'Pune' },
  { id: '3', title: 'SQL Basics', startsAt: '2099-11-07', city: 'Hyderabad' },
];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const COLUMNS: GridColDef<Row>[] = [
  { field: 'title', headerName: 'Title', flex: 2, minWidth: 200 },
  {
    field: 'startsAt',
    headerName: 'Date',
    flex: 1,
    minWidth: 140,
    valueFormatter: (v: string) => `${Number(v.slice(8))} ${MONTHS[Number(v.slice(5, 7)) - 1] ?? ''} ${v.slice(0, 4)}`,
  },
  { field: 'city', headerName: 'City', width: 140 },
];
const KEY = columnLayoutKey('u1', 'test-list');

function Grid({ adminId = 'u1', apiRef }: { adminId?: string; apiRef?: RefObject<GridApi | null> }) {
  return (
    <AdminDataGrid
      layoutKey="test-list"
      adminId={adminId}
      searchLabel="Search workshops"
      aria-label="Workshops"
      rows={ROWS}
      columns={COLUMNS}
      apiRef={apiRef}
      disableVirtualization
    />
  );
}

function renderGrid(ui = <Grid />) {
  return render(
    <MemoryRouter>
      <ThemeProvider theme={theme}>{ui}</ThemeProvider>
    </MemoryRouter>,
  );
}

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
const titles = () =>
  screen.getAllByRole('row').flatMap((r) =>
    within(r)
      .queryAllByRole('gridcell')
      .slice(0, 1)
      .map((c) => c.textContent),
  );
const stored = () => JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as unknown;

async function openMenu(user: ReturnType<typeof userEvent.setup>, header: string) {
  const cell = screen.getAllByRole('columnheader').find((h) => h.textContent === header);
  if (!cell) throw new Error(`no column ${header}`);
  // Shown on hover or focus of the header (CSS), so not in the accessibility tree at rest.
  await user.click(within(cell).getByLabelText(`${header} column menu`));
  return screen.findByRole('menu');
}

beforeEach(() => window.localStorage.clear());

describe('AdminDataGrid', () => {
  it('searches the rows as shown, a formatted date included, and the search clears', async () => {
    const user = userEvent.setup({ delay: null });
    renderGrid();
    const search = screen.getByRole('searchbox', { name: 'Search workshops' });
    await user.type(search, 'dec');
    await waitFor(() => expect(titles()).toEqual(['React in a Day']), SLOW);
    await user.clear(search);
    await user.type(search, 'hyderabad sql');
    await waitFor(() => expect(titles()).toEqual(['SQL Basics']), SLOW);
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(titles()).toHaveLength(3), SLOW);
  });

  it('sorts by a column from its header', async () => {
    const user = userEvent.setup({ delay: null });
    renderGrid();
    await user.click(screen.getByText('Date'));
    expect(titles()).toEqual(['Excel to Power BI', 'SQL Basics', 'React in a Day']);
    await user.click(screen.getByText('Date'));
    expect(titles()).toEqual(['React in a Day', 'SQL Basics', 'Excel to Power BI']);
  });

  it("keeps each admin's hidden columns and order, restores them on the next visit, and resets them", async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderGrid();
    expect(headers()).toEqual(['Title', 'Date', 'City']);
    expect(screen.queryByRole('button', { name: 'Reset columns' })).not.toBeInTheDocument();

    await user.click(within(await openMenu(user, 'City')).getByRole('menuitem', { name: 'Move left' }));
    await waitFor(() => expect(headers()).toEqual(['Title', 'City', 'Date']), SLOW);
    const menu = await openMenu(user, 'Title');
    expect(within(menu).getByRole('menuitem', { name: 'Move left' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(menu).getByRole('menuitem', { name: 'Hide column' }));
    await waitFor(() => expect(headers()).toEqual(['City', 'Date']), SLOW);
    expect(stored()).toEqual({ version: 1, order: ['title', 'city', 'startsAt'], widths: {}, hidden: ['title'] });
    first.unmount();

    // Next visit: the same admin's layout, restored at once.
    const again = renderGrid();
    expect(headers()).toEqual(['City', 'Date']);
    again.unmount();

    // Another admin on the same browser starts from the page's own layout.
    const other = renderGrid(<Grid adminId="u2" />);
    expect(headers()).toEqual(['Title', 'Date', 'City']);
    other.unmount();

    renderGrid();
    await user.click(screen.getByRole('button', { name: 'Reset columns' }));
    await waitFor(() => expect(headers()).toEqual(['Title', 'Date', 'City']), SLOW);
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('keeps the width an admin gave a column', async () => {
    // What the grid does when an admin lets go of a column's edge.
    const first: RefObject<GridApi | null> = { current: null };
    const view = renderGrid(<Grid apiRef={first} />);
    await act(async () => first.current?.setColumnWidth('title', 321));
    expect(stored()).toEqual({ version: 1, order: [], widths: { title: 321 }, hidden: [] });
    view.unmount();

    const next: RefObject<GridApi | null> = { current: null };
    renderGrid(<Grid apiRef={next} />);
    await act(async () => {});
    expect(next.current?.getColumn('title')?.width).toBe(321);
    expect(next.current?.getColumn('title')?.flex).toBeUndefined();
    expect(next.current?.getColumn('startsAt')?.flex).toBe(1);
  });

  it.each([
    ['not JSON', '{"order": ['],
    ['an older shape', JSON.stringify({ columns: ['title'] })],
    ['a bad width', JSON.stringify({ version: 1, order: [], widths: { title: 'wide' }, hidden: [] })],
  ])('ignores and removes a stored layout that is %s', (_what, raw) => {
    window.localStorage.setItem(KEY, raw);
    renderGrid();
    expect(headers()).toEqual(['Title', 'Date', 'City']);
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('skips columns the list no longer has and places new ones where the page puts them', () => {
    window.localStorage.setItem(
      KEY,
      JSON.stringify({ version: 1, order: ['city', 'gone', 'title'], widths: { gone: 90 }, hidden: ['gone'] }),
    );
    renderGrid();
    expect(headers()).toEqual(['City', 'Date', 'Title']);
  });
});

import { render } from '@testing-library/react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { DataGrid } from '@mui/x-data-grid';
import { theme } from '../theme';
import { withGridLook } from './grid-look';

jest.setTimeout(20_000);

/** The site's theme with the grid look, as the browser loads it. */
function loadTheme(): Theme {
  return withGridLook(theme);
}

function renderGrid(withLook: Theme) {
  return render(
    <ThemeProvider theme={withLook}>
      <DataGrid aria-label="Courses" rows={[{ id: 1, title: 'Python Full Stack' }]} columns={[{ field: 'title', headerName: 'Title' }]} />
    </ThemeProvider>,
  );
}

describe("the admin lists' DataGrid look", () => {
  it('draws the frame and the row dividers in the divider colour, not the text colour', () => {
    const withLook = loadTheme();
    const { container } = renderGrid(withLook);
    const root = container.querySelector<HTMLElement>('.MuiDataGrid-root');
    if (!root) throw new Error('no grid');
    const style = window.getComputedStyle(root);
    expect(style.borderTopColor).toBe(withLook.palette.divider);
    expect(style.getPropertyValue('--DataGrid-rowBorderColor')).toBe(withLook.palette.divider);
  });
});

import { render } from '@testing-library/react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { DataGrid } from '@mui/x-data-grid';
import { theme } from '../theme';

jest.setTimeout(20_000);

/** The site's theme with the grid look, as the browser loads it: after app/entrypoint/csp-nonce.ts has set the page's nonce. */
function loadTheme(nonce: string | undefined): Theme {
  window.__nonce__ = nonce;
  let loaded: Theme | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof import('./grid-look')>('./grid-look').withGridLook(theme);
  });
  delete window.__nonce__;
  if (!loaded) throw new Error('theme not loaded');
  return loaded;
}

function renderGrid(withLook: Theme) {
  return render(
    <ThemeProvider theme={withLook}>
      <DataGrid aria-label="Courses" rows={[{ id: 1, title: 'Python Full Stack' }]} columns={[{ field: 'title', headerName: 'Title' }]} />
    </ThemeProvider>,
  );
}

describe("the admin lists' DataGrid look", () => {
  it("gives each DataGrid's colour <style> the page's CSP nonce, so the browser applies it", () => {
    const { container } = renderGrid(loadTheme('page-nonce-123'));
    const styles = [...container.querySelectorAll('style')];
    expect(styles.length).toBeGreaterThan(0);
    expect(styles.every((s) => s.getAttribute('nonce') === 'page-nonce-123')).toBe(true);
  });

  it('draws the frame and the row dividers in the divider colour, not the text colour', () => {
    const withLook = loadTheme(undefined);
    const { container } = renderGrid(withLook);
    const root = container.querySelector<HTMLElement>('.MuiDataGrid-root');
    if (!root) throw new Error('no grid');
    const style = window.getComputedStyle(root);
    expect(style.borderTopColor).toBe(withLook.palette.divider);
    expect(style.getPropertyValue('--DataGrid-rowBorderColor')).toBe(withLook.palette.divider);
  });
});

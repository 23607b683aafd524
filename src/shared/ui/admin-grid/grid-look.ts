import { alpha, createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { BRAND } from '../theme';

/** Keyboard focus on a grid cell or column header: a 2 px navy ring inside it (3:1 and more on white and on the header). */
const gridFocusRing = { outline: `2px solid ${BRAND.navy}`, outlineOffset: -2 } as const;

const GRID_LOOK: ThemeOptions = {
  components: {
    // The admin lists (issue 20): light lines from the divider colour, a divider between rows, a calm
    // header, room to read, and a focus ring the keyboard can follow from cell to cell.
    MuiDataGrid: {
      defaultProps: { rowHeight: 56, columnHeaderHeight: 52 },
      styleOverrides: {
        root: ({ theme }) => ({
          borderColor: theme.palette.divider,
          '--DataGrid-rowBorderColor': theme.palette.divider,
          backgroundColor: theme.palette.background.paper,
        }),
        columnHeaderTitle: { fontWeight: 700, color: BRAND.ink },
        columnSeparator: ({ theme }) => ({ color: theme.palette.divider }),
        row: {
          '&:hover': { backgroundColor: alpha(BRAND.navy, 0.03) },
        },
        cell: {
          '&:focus, &:focus-within': gridFocusRing,
        },
        columnHeader: {
          '&:focus, &:focus-within': gridFocusRing,
        },
      },
    },
  },
};

/**
 * The site's theme with the admin lists' DataGrid look added (issue 20). It lives with the admin grid,
 * not in the site's theme, so a visitor's first load carries none of it.
 */
export function withGridLook(outer: Theme): Theme {
  return createTheme(outer, GRID_LOOK);
}

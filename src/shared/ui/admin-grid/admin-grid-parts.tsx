import { createContext, useContext } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CloseIcon from '@mui/icons-material/Close';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import SearchIcon from '@mui/icons-material/Search';
import ViewColumnOutlinedIcon from '@mui/icons-material/ViewColumnOutlined';
import {
  ColumnsPanelTrigger,
  GridColumnMenu,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';

/** What the toolbar and the column menu need from the list they sit in. */
export interface AdminGridControls {
  searchLabel: string;
  quickSearch: boolean;
  /** True when the admin changed the columns (there is something to reset). */
  customised: boolean;
  reset: () => void;
  /** Whether `field` can move one place left (-1) or right (+1) among the visible columns. */
  canMove: (field: string, step: -1 | 1) => boolean;
  move: (field: string, step: -1 | 1) => void;
}

export const AdminGridControlsContext = createContext<AdminGridControls | null>(null);

function useControls(): AdminGridControls {
  const controls = useContext(AdminGridControlsContext);
  if (!controls) throw new Error('AdminGridToolbar and AdminColumnMenu are rendered by AdminDataGrid only');
  return controls;
}

/** The list's toolbar: Columns (show, hide), Reset columns once changed, and the quick search, always open. */
export function AdminGridToolbar() {
  const { searchLabel, quickSearch, customised, reset } = useControls();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <ColumnsPanelTrigger render={<Button size="small" startIcon={<ViewColumnOutlinedIcon />} />}>Columns</ColumnsPanelTrigger>
      {customised ? (
        <Button size="small" startIcon={<RestartAltIcon />} onClick={reset}>
          Reset columns
        </Button>
      ) : null}
      <Box sx={{ flexGrow: 1 }} />
      {quickSearch ? (
        <QuickFilter expanded>
          <QuickFilterControl
            render={({ ref, slotProps, ...control }, state) => (
              <TextField
                {...control}
                // The control names its input; the label must point at that id.
                id={slotProps?.htmlInput?.id}
                inputRef={ref}
                size="small"
                label={searchLabel}
                sx={{ width: { xs: '100%', sm: 280 } }}
                slotProps={{
                  ...slotProps,
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">
                        <SearchIcon fontSize="small" />
                      </InputAdornment>
                    ),
                    endAdornment: state.value ? (
                      <InputAdornment position="end">
                        <QuickFilterClear render={<IconButton size="small" edge="end" aria-label="Clear search" />}>
                          <CloseIcon fontSize="small" />
                        </QuickFilterClear>
                      </InputAdornment>
                    ) : null,
                  },
                }}
              />
            )}
          />
        </QuickFilter>
      ) : null}
    </Box>
  );
}

/** "Move left" and "Move right" in a column's menu: the keyboard's way to reorder columns (the free grid has no dragging). */
function MoveColumnItems({ colDef, onClick }: GridColumnMenuItemProps) {
  const { canMove, move } = useControls();
  const item = (step: -1 | 1, label: string, icon: React.ReactNode) => (
    <MenuItem
      disabled={!canMove(colDef.field, step)}
      onClick={(event) => {
        move(colDef.field, step);
        onClick(event);
      }}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
  return (
    <>
      {item(-1, 'Move left', <ArrowBackIcon fontSize="small" />)}
      {item(1, 'Move right', <ArrowForwardIcon fontSize="small" />)}
    </>
  );
}

const MENU_SLOTS = { columnMenuMoveItems: MoveColumnItems };
// After sorting (10) and filtering (20), before the column list (30).
const MENU_SLOT_PROPS = { columnMenuMoveItems: { displayOrder: 25 } };

export function AdminColumnMenu(props: GridColumnMenuProps) {
  return <GridColumnMenu {...props} slots={MENU_SLOTS} slotProps={MENU_SLOT_PROPS} />;
}

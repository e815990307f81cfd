import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The row actions' cell (and its header) of a console table: it stays at the table's end edge
 * while a wide table scrolls inside its box (a phone), on the row's background, and its buttons
 * never wrap or shrink into cut words ("Reje", "Acti").
 */
export const ACTIONS_CELL_SX: SxProps<Theme> = {
  position: 'sticky',
  insetInlineEnd: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  whiteSpace: 'nowrap',
  width: '1%',
  boxShadow: (theme) => `${theme.direction === 'rtl' ? '' : '-'}6px 0 6px -6px ${theme.palette.divider}`,
  '& .MuiButton-root': { whiteSpace: 'nowrap', flexShrink: 0, minWidth: 'max-content' },
};

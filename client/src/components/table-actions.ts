import type { SxProps, Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';

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

/**
 * A console table read as cards on a phone (below 600 px), so no sticky actions cell covers a data
 * cell of a table too wide for the screen: the header row goes, each row is a card of its cells two
 * by two, each cell under its column's name (the cell's `data-label`), the first cell (the row's name)
 * and the actions cell (the last) across the card, the actions in the card's flow instead of pinned.
 * Columns a table hides on a phone show in the card.
 */
export const PHONE_CARDS_SX = (theme: Theme): SystemStyleObject<Theme> => ({
  [theme.breakpoints.down('sm')]: {
    '& thead': { display: 'none' },
    '& tbody': { display: 'block' },
    '& tbody tr': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      columnGap: theme.spacing(2),
      rowGap: theme.spacing(1),
      py: 1.5,
      borderBottom: `1px solid ${theme.palette.divider}`,
    },
    '& tbody td.MuiTableCell-root': {
      display: 'block',
      position: 'static',
      boxShadow: 'none',
      bgcolor: 'transparent',
      border: 0,
      p: 0,
      px: 1,
      width: 'auto',
      minWidth: 0,
      textAlign: 'start',
      overflowWrap: 'break-word',
    },
    '& tbody td:first-of-type, & tbody td:last-of-type': { gridColumn: '1 / -1' },
    '& tbody td:last-of-type:empty': { display: 'none' },
    '& tbody td:last-of-type > *': { justifyContent: 'flex-start', alignItems: 'flex-start' },
    '& tbody td[data-label]::before': {
      content: 'attr(data-label)',
      display: 'block',
      ...theme.typography.caption,
      color: theme.palette.text.secondary,
    },
  },
});

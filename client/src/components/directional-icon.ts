import type { SxProps, Theme } from '@mui/material/styles';

/**
 * For an icon that points the way the reader goes (back and forward arrows, chevrons of a list
 * row or a carousel, sign-out): mirrored when the page is right to left, so "back" points right
 * in Arabic. Icons that show a thing rather than a direction (a chart, a clock) stay as they are.
 * `<ChevronRightIcon sx={mirrorInRtl} />`
 */
export const mirrorInRtl: SxProps<Theme> = (theme) => (theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : {});

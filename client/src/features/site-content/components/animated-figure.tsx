import Box from '@mui/material/Box';
import { formatFigure, partOf, type FigureFormat } from '../utils/figures';
import { visuallyHidden } from '../../../components/visually-hidden';

interface AnimatedFigureProps {
  value: string;
  format: FigureFormat;
  locale: string;
  /** 0..1000: how far the count-up has come. */
  progress: number;
}

/**
 * A figure counting up to `value`. Screen readers get the final figure once; the moving digits
 * are hidden from them. The final figure also sits invisibly in the same grid cell, so the
 * box keeps its size while the digits change.
 */
export function AnimatedFigure({ value, format, locale, progress }: AnimatedFigureProps) {
  const final = formatFigure(value, format, locale);
  const current = progress >= 1000 ? final : formatFigure(partOf(value, progress), format, locale);
  return (
    <>
      <Box component="span" aria-hidden sx={{ display: 'inline-grid', fontVariantNumeric: 'tabular-nums', '& > span': { gridArea: '1 / 1' } }}>
        <Box component="span" sx={{ visibility: 'hidden' }}>
          {final}
        </Box>
        <span>{current}</span>
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {final}
      </Box>
    </>
  );
}

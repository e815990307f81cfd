import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

interface FormSkeletonProps {
  /** The height of each row of the form it stands for, in pixels, so nothing moves when it arrives. */
  rows: number[];
  /** Space between rows, in theme spacing units (the forms' Stack spacing). */
  spacing?: number;
}

/** Holds a form's place while its code (and Apollo) loads. */
export function FormSkeleton({ rows, spacing = 2.5 }: FormSkeletonProps) {
  // Before the language's texts arrive it says so in English, which the bundle always holds.
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return (
    <Box role="status" aria-label={t('loading.form', ready ? undefined : { lng: DEFAULT_LANGUAGE })} sx={{ display: 'grid', gap: spacing }}>
      {rows.map((height, index) => (
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </Box>
  );
}

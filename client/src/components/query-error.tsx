import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

interface QueryErrorProps {
  /** What could not be loaded, in the reader's words. */
  message?: ReactNode;
  /** Loads again; a returned promise that rejects is ignored (the query shows its own error state). */
  onRetry: () => unknown;
  sx?: SxProps<Theme>;
}

/** A failed load: an error alert (announced to screen readers) with a Retry button. */
export function QueryError({ message, onRetry, sx }: QueryErrorProps) {
  const { t } = useTranslation('account');
  const retry = () => {
    const result = onRetry();
    if (result instanceof Promise) result.catch(() => undefined);
  };
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={retry}>
          {t('ui.actions.retry')}
        </Button>
      }
    >
      {message ?? t('ui.error')}
    </Alert>
  );
}

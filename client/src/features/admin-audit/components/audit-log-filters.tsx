import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useAuditActionsQuery } from '../../../gql/generated';
import { NO_FILTERS, type AuditFilters } from '../utils/audit-entries';

interface AuditLogFiltersProps {
  onApply: (filters: AuditFilters) => void;
}

/** A user's email (who acted or whom it is about) and an action picked from those the log holds; applied together. */
export function AuditLogFilters({ onApply }: AuditLogFiltersProps) {
  const { t } = useTranslation('admin-audit');
  const actions = useAuditActionsQuery({ fetchPolicy: 'cache-and-network' });
  const [draft, setDraft] = useState<AuditFilters>(NO_FILTERS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const clear = () => {
    setDraft(NO_FILTERS);
    onApply(NO_FILTERS);
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label={t('filters.label')}
      noValidate
      onSubmit={submit}
      sx={{ display: 'grid', gap: 1.5, p: 2, gridTemplateColumns: { xs: '1fr', md: '1.2fr 1.2fr auto' }, alignItems: 'start' }}
    >
      <TextField
        label={t('filters.email')}
        size="small"
        type="email"
        value={draft.email}
        onChange={(event) => setDraft((current) => ({ ...current, email: event.target.value }))}
        helperText={t('filters.emailHelp')}
        slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off', dir: 'ltr' } }}
      />
      <Autocomplete
        options={actions.data?.auditActions ?? []}
        value={draft.action || null}
        onChange={(_, action) => setDraft((current) => ({ ...current, action: action ?? '' }))}
        loading={actions.loading}
        renderInput={(params) => <TextField {...params} label={t('filters.action')} size="small" helperText={t('filters.actionHelp')} />}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained">
          {t('filters.apply')}
        </Button>
        <Button type="button" onClick={clear}>
          {t('filters.clear')}
        </Button>
      </Box>
    </Box>
  );
}

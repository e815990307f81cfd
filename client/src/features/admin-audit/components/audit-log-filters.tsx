import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { idProblem, KNOWN_ACTIONS, NO_FILTERS, type AuditFilters } from '../utils/audit-entries';

interface AuditLogFiltersProps {
  onApply: (filters: AuditFilters) => void;
}

/** Action (pick one or type any), actor id and user id; applied together, the ids checked first. */
export function AuditLogFilters({ onApply }: AuditLogFiltersProps) {
  const { t } = useTranslation('admin-audit');
  const [draft, setDraft] = useState<AuditFilters>(NO_FILTERS);
  const [checked, setChecked] = useState(false);
  const actorProblem = checked ? idProblem(draft.actorId) : null;
  const userProblem = checked ? idProblem(draft.userId) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (idProblem(draft.actorId) || idProblem(draft.userId)) return;
    onApply(draft);
  };
  const clear = () => {
    setDraft(NO_FILTERS);
    setChecked(false);
    onApply(NO_FILTERS);
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label={t('filters.label')}
      noValidate
      onSubmit={submit}
      sx={{ display: 'grid', gap: 1.5, p: 2, gridTemplateColumns: { xs: '1fr', md: '1.2fr 1fr 1fr auto' }, alignItems: 'start' }}
    >
      <Autocomplete
        freeSolo
        options={KNOWN_ACTIONS}
        inputValue={draft.action}
        onInputChange={(_, action) => setDraft((current) => ({ ...current, action }))}
        renderInput={(params) => <TextField {...params} label={t('filters.action')} size="small" helperText={t('filters.actionHelp')} />}
      />
      <TextField
        label={t('filters.actorId')}
        size="small"
        value={draft.actorId}
        onChange={(event) => setDraft((current) => ({ ...current, actorId: event.target.value }))}
        error={actorProblem !== null}
        helperText={actorProblem ?? t('filters.actorHelp')}
        slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
      />
      <TextField
        label={t('filters.userId')}
        size="small"
        value={draft.userId}
        onChange={(event) => setDraft((current) => ({ ...current, userId: event.target.value }))}
        error={userProblem !== null}
        helperText={userProblem ?? t('filters.userHelp')}
        slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
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

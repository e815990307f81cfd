import { useState, type FormEvent } from 'react';
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
      aria-label="Filter the audit log"
      noValidate
      onSubmit={submit}
      sx={{ display: 'grid', gap: 1.5, p: 2, gridTemplateColumns: { xs: '1fr', md: '1.2fr 1fr 1fr auto' }, alignItems: 'start' }}
    >
      <Autocomplete
        freeSolo
        options={KNOWN_ACTIONS}
        inputValue={draft.action}
        onInputChange={(_, action) => setDraft((current) => ({ ...current, action }))}
        renderInput={(params) => <TextField {...params} label="Action" size="small" helperText="Pick one or type any" />}
      />
      <TextField
        label="Actor id"
        size="small"
        value={draft.actorId}
        onChange={(event) => setDraft((current) => ({ ...current, actorId: event.target.value }))}
        error={actorProblem !== null}
        helperText={actorProblem ?? 'Who acted'}
        slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
      />
      <TextField
        label="User id"
        size="small"
        value={draft.userId}
        onChange={(event) => setDraft((current) => ({ ...current, userId: event.target.value }))}
        error={userProblem !== null}
        helperText={userProblem ?? 'The user an entry is about'}
        slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained">
          Apply
        </Button>
        <Button type="button" onClick={clear}>
          Clear
        </Button>
      </Box>
    </Box>
  );
}

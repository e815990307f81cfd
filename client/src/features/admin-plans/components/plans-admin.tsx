import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import {
  AdminPlansDocument,
  useAdminPlansQuery,
  useCreatePlanMutation,
  useSetPlanActiveMutation,
  useUpdatePlanMutation,
  type AdminPlanFieldsFragment,
} from '../../../gql/generated';
import { errorMessageOf } from '../../../lib/apollo';
import { useCanChange } from '../../../lib/console-access';
import { formatUsdSign } from '../../../lib/money';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { checkPlanDraft, PLAN_FIELDS, type PlanDraft, type PlanField } from '../utils/plan-draft';

type Plan = AdminPlanFieldsFragment;

const EMPTY: PlanDraft = { uniqId: '', title: '', dailyInterest: '', termDays: '', min: '', max: '', capitalReturn: 'Each Term' };

const toDraft = (plan: Plan): PlanDraft => ({
  uniqId: plan.uniqId,
  title: plan.title,
  dailyInterest: plan.dailyInterest,
  termDays: String(plan.termDays),
  min: plan.min,
  max: plan.max,
  capitalReturn: plan.capitalReturn,
});

const money = formatUsdSign;

const LABELS: Record<PlanField, string> = {
  uniqId: 'Plan id',
  title: 'Title',
  dailyInterest: 'Daily interest (%)',
  termDays: 'Term (days)',
  min: 'Minimum (USD)',
  max: 'Maximum (USD)',
  capitalReturn: 'Capital return',
};

const HINTS: Partial<Record<PlanField, string>> = {
  uniqId: 'Capital letters, digits or underscores, e.g. STARTER. It cannot change later.',
  dailyInterest: 'Percent per day, up to 4 decimals, e.g. 4.00',
  termDays: 'Whole days; a multiple of 7 shows in weeks on the public page',
  capitalReturn: 'Shown to investors, e.g. Each Term',
};

/** Create or edit one plan; refusals show beside their field, the server's first, the form's own checks before sending. */
function PlanDialog({ plan, onClose }: { plan: Plan | null; onClose: () => void }) {
  const [draft, setDraft] = useState<PlanDraft>(plan ? toDraft(plan) : EMPTY);
  const [errors, setErrors] = useState<Partial<Record<PlanField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [create, creating] = useCreatePlanMutation({ refetchQueries: [AdminPlansDocument] });
  const [update, updating] = useUpdatePlanMutation();
  const { enqueueSnackbar } = useSnackbar();
  const editing = plan !== null;
  const fields = PLAN_FIELDS.filter((field) => !editing || field !== 'uniqId');

  const set = (field: PlanField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = checkPlanDraft(draft, { creating: !editing });
    setErrors(checked);
    if (Object.values(checked).some(Boolean)) return;
    const input = {
      title: draft.title.trim(),
      dailyInterest: draft.dailyInterest.trim(),
      termDays: Number(draft.termDays),
      min: draft.min.trim(),
      max: draft.max.trim(),
      capitalReturn: draft.capitalReturn.trim() || null,
    };
    try {
      if (plan) await update({ variables: { uniqId: plan.uniqId, input } });
      else await create({ variables: { input: { ...input, uniqId: draft.uniqId.trim() } } });
      enqueueSnackbar(plan ? `Plan ${plan.uniqId} saved` : `Plan ${draft.uniqId.trim()} created`, { variant: 'success' });
      onClose();
    } catch (caught) {
      const refused = fieldErrorsOf(caught, fields, 'The plan could not be saved. Please try again');
      setErrors(refused.fields);
      setFormError(refused.form);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="plan-dialog-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="plan-dialog-title">{plan ? `Edit plan ${plan.uniqId}` : 'New plan'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {editing && <Alert severity="info">Changes apply to new investments; investments already made keep their terms.</Alert>}
            {formError && (
              <Alert severity="error" role="alert">
                {formError}
              </Alert>
            )}
            {fields.map((field) => (
              <TextField
                key={field}
                label={LABELS[field]}
                value={draft[field]}
                onChange={(e) => set(field, e.target.value)}
                error={!!errors[field]}
                helperText={errors[field] ?? HINTS[field]}
                required={field !== 'capitalReturn'}
                slotProps={{
                  htmlInput: {
                    inputMode: field === 'termDays' ? 'numeric' : ['dailyInterest', 'min', 'max'].includes(field) ? 'decimal' : undefined,
                    autoComplete: 'off',
                  },
                }}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={creating.loading || updating.loading}>
            {plan ? 'Save' : 'Create plan'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** Asks before a plan is offered to investors or withdrawn from them. */
function ActiveDialog({ plan, onClose }: { plan: Plan; onClose: () => void }) {
  const [setActive, { loading }] = useSetPlanActiveMutation();
  const [error, setError] = useState<string | null>(null);
  const { enqueueSnackbar } = useSnackbar();
  const activate = !plan.active;
  const confirm = async () => {
    try {
      await setActive({ variables: { uniqId: plan.uniqId, active: activate } });
      enqueueSnackbar(`Plan ${plan.uniqId} ${activate ? 'activated' : 'deactivated'}`, { variant: 'success' });
      onClose();
    } catch (caught) {
      setError(errorMessageOf(caught, 'The plan could not be changed. Please try again', 'Network error'));
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="plan-active-title">
      <DialogTitle id="plan-active-title">{activate ? `Activate ${plan.uniqId}?` : `Deactivate ${plan.uniqId}?`}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <DialogContentText>
          {activate
            ? 'Investors will see the plan on the public plans page and can invest in it.'
            : 'The plan leaves the public plans page and no one can start a new investment in it. Investments already made run to their end.'}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" color={activate ? 'primary' : 'warning'} onClick={confirm} loading={loading}>
          {activate ? 'Activate' : 'Deactivate'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Every plan, active or not: create, edit, activate or deactivate. */
export function PlansAdmin() {
  const { data, error, loading } = useAdminPlansQuery({ fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<Plan | 'new' | null>(null);
  const [toggling, setToggling] = useState<Plan | null>(null);
  const canChange = useCanChange();
  const plans = data?.adminPlans;
  const hideOnPhone = { display: { xs: 'none', sm: 'table-cell' } };
  const hideBelowDesktop = { display: { xs: 'none', md: 'table-cell' } };

  return (
    <>
      {canChange && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <Button variant="contained" onClick={() => setEditing('new')}>
            New plan
          </Button>
        </Box>
      )}
      {error && !plans && <Alert severity="error">{errorMessageOf(error, 'The plans could not be loaded', 'Network error')}</Alert>}
      {plans && plans.length === 0 && <Typography color="text.secondary">No plans yet.</Typography>}
      {plans && plans.length > 0 && (
        <TableContainer>
          <Table aria-label="Plans" size="small">
            <TableHead>
              <TableRow>
                <TableCell>Plan</TableCell>
                <TableCell align="right">Daily</TableCell>
                <TableCell align="right" sx={hideOnPhone}>
                  Term
                </TableCell>
                <TableCell align="right" sx={hideBelowDesktop}>
                  Range (USD)
                </TableCell>
                <TableCell align="right" sx={hideBelowDesktop}>
                  Total return
                </TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {plans.map((plan) => (
                <TableRow key={plan.id}>
                  <TableCell>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{plan.title}</Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                      {plan.uniqId}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">{plan.dailyInterest}%</TableCell>
                  <TableCell align="right" sx={hideOnPhone}>
                    {plan.termDays} days
                  </TableCell>
                  <TableCell align="right" sx={{ ...hideBelowDesktop, whiteSpace: 'nowrap' }}>
                    {money(plan.min)} – {money(plan.max)}
                  </TableCell>
                  <TableCell align="right" sx={hideBelowDesktop}>
                    {plan.totalReturn}%
                  </TableCell>
                  <TableCell>
                    <Chip size="small" label={plan.active ? 'Active' : 'Inactive'} color={plan.active ? 'success' : 'default'} />
                  </TableCell>
                  <TableCell align="right">
                    {canChange && (
                      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'flex-end' }}>
                        <Button size="small" onClick={() => setEditing(plan)} aria-label={`Edit ${plan.uniqId}`}>
                          Edit
                        </Button>
                        <Button
                          size="small"
                          color={plan.active ? 'warning' : 'primary'}
                          onClick={() => setToggling(plan)}
                          aria-label={`${plan.active ? 'Deactivate' : 'Activate'} ${plan.uniqId}`}
                        >
                          {plan.active ? 'Deactivate' : 'Activate'}
                        </Button>
                      </Stack>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {loading && !plans && <Typography color="text.secondary">Loading plans…</Typography>}
      {editing && <PlanDialog plan={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {toggling && <ActiveDialog plan={toggling} onClose={() => setToggling(null)} />}
    </>
  );
}

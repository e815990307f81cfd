import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
import { formatPercent } from '../../../lib/text';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { checkPlanDraft, PLAN_FIELDS, readPlanAmount, readPlanRate, readPlanTerm, type PlanDraft, type PlanField } from '../utils/plan-draft';
import { ACTIONS_CELL_SX, PHONE_CARDS_SX } from '../../../components/table-actions';

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

/** The fields with a hint under them (`hints.<field>`); every field has its label (`fields.<field>`). */
const HINTED = new Set<PlanField>(['uniqId', 'dailyInterest', 'termDays', 'capitalReturn']);

/** Create or edit one plan; refusals show beside their field, the server's first, the form's own checks before sending. */
function PlanDialog({ plan, onClose }: { plan: Plan | null; onClose: () => void }) {
  const { t } = useTranslation('admin-plans');
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
    const dailyInterest = readPlanRate(draft.dailyInterest);
    const termDays = readPlanTerm(draft.termDays);
    const min = readPlanAmount(draft.min);
    const max = readPlanAmount(draft.max);
    if (Object.values(checked).some(Boolean) || dailyInterest === null || termDays === null || min === null || max === null) return;
    // As typed in the admin's language ("1.500,00", "1,25"), sent in the server's form ("1500.00", "1.25").
    const input = { title: draft.title.trim(), dailyInterest, termDays, min, max, capitalReturn: draft.capitalReturn.trim() || null };
    try {
      if (plan) await update({ variables: { uniqId: plan.uniqId, input } });
      else await create({ variables: { input: { ...input, uniqId: draft.uniqId.trim() } } });
      enqueueSnackbar(plan ? t('toasts.saved', { id: plan.uniqId }) : t('toasts.created', { id: draft.uniqId.trim() }), { variant: 'success' });
      onClose();
    } catch (caught) {
      const refused = fieldErrorsOf(caught, fields, t('dialog.saveFailed'));
      setErrors(refused.fields);
      setFormError(refused.form);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="plan-dialog-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="plan-dialog-title">{plan ? t('dialog.editTitle', { id: plan.uniqId }) : t('dialog.newTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {editing && <Alert severity="info">{t('dialog.editNote')}</Alert>}
            {formError && (
              <Alert severity="error" role="alert">
                {formError}
              </Alert>
            )}
            {fields.map((field) => (
              <TextField
                key={field}
                label={t(`fields.${field}`)}
                value={draft[field]}
                onChange={(e) => set(field, e.target.value)}
                error={!!errors[field]}
                helperText={errors[field] ?? (HINTED.has(field) ? t(`hints.${field}`) : undefined)}
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
          <Button onClick={onClose}>{t('dialog.cancel')}</Button>
          <Button type="submit" variant="contained" loading={creating.loading || updating.loading}>
            {plan ? t('dialog.save') : t('dialog.create')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** Asks before a plan is offered to investors or withdrawn from them. */
function ActiveDialog({ plan, onClose }: { plan: Plan; onClose: () => void }) {
  const { t } = useTranslation('admin-plans');
  const [setActive, { loading }] = useSetPlanActiveMutation();
  const [error, setError] = useState<string | null>(null);
  const { enqueueSnackbar } = useSnackbar();
  const activate = !plan.active;
  const confirm = async () => {
    try {
      await setActive({ variables: { uniqId: plan.uniqId, active: activate } });
      enqueueSnackbar(activate ? t('toasts.activated', { id: plan.uniqId }) : t('toasts.deactivated', { id: plan.uniqId }), { variant: 'success' });
      onClose();
    } catch (caught) {
      setError(errorMessageOf(caught, t('active.failed'), t('networkError')));
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="plan-active-title">
      <DialogTitle id="plan-active-title">
        {activate ? t('active.activateTitle', { id: plan.uniqId }) : t('active.deactivateTitle', { id: plan.uniqId })}
      </DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <DialogContentText>{activate ? t('active.activateText') : t('active.deactivateText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialog.cancel')}</Button>
        <Button variant="contained" color={activate ? 'primary' : 'warning'} onClick={confirm} loading={loading}>
          {activate ? t('list.activate') : t('list.deactivate')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Every plan, active or not: create, edit, activate or deactivate. */
export function PlansAdmin() {
  const { t } = useTranslation('admin-plans');
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
            {t('list.new')}
          </Button>
        </Box>
      )}
      {error && !plans && <Alert severity="error">{errorMessageOf(error, t('list.loadFailed'), t('networkError'))}</Alert>}
      {plans && plans.length === 0 && <Typography color="text.secondary">{t('list.none')}</Typography>}
      {plans && plans.length > 0 && (
        <TableContainer>
          <Table aria-label={t('list.table')} size="small" sx={PHONE_CARDS_SX}>
            <TableHead>
              <TableRow>
                <TableCell>{t('list.plan')}</TableCell>
                <TableCell align="right">{t('list.daily')}</TableCell>
                <TableCell align="right" sx={hideOnPhone}>
                  {t('list.term')}
                </TableCell>
                <TableCell align="right" sx={hideBelowDesktop}>
                  {t('list.range')}
                </TableCell>
                <TableCell align="right" sx={hideBelowDesktop}>
                  {t('list.totalReturn')}
                </TableCell>
                <TableCell>{t('list.status')}</TableCell>
                <TableCell align="right" sx={ACTIONS_CELL_SX}>
                  {t('list.actions')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {plans.map((plan) => (
                <TableRow key={plan.id}>
                  {/* A plan's name wraps between words, never inside one ('anywhere' let a phone's narrow column
                      cut DIAMOND into DIAMON / D): the column is as wide as its longest word, the table scrolls. */}
                  <TableCell sx={{ minWidth: 110 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'normal', wordBreak: 'normal' }}>{plan.title}</Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace', overflowWrap: 'normal', wordBreak: 'normal' }}>
                      {plan.uniqId}
                    </Typography>
                  </TableCell>
                  <TableCell align="right" data-label={t('list.daily')}>
                    {formatPercent(plan.dailyInterest)}
                  </TableCell>
                  <TableCell align="right" sx={hideOnPhone} data-label={t('list.term')}>
                    {t('list.days', { count: plan.termDays })}
                  </TableCell>
                  <TableCell align="right" sx={{ ...hideBelowDesktop, whiteSpace: 'nowrap' }} data-label={t('list.range')}>
                    {t('list.rangeValue', { min: money(plan.min), max: money(plan.max) })}
                  </TableCell>
                  <TableCell align="right" sx={hideBelowDesktop} data-label={t('list.totalReturn')}>
                    {formatPercent(plan.totalReturn)}
                  </TableCell>
                  <TableCell data-label={t('list.status')}>
                    <Chip size="small" label={plan.active ? t('list.active') : t('list.inactive')} color={plan.active ? 'success' : 'default'} />
                  </TableCell>
                  <TableCell align="right" sx={ACTIONS_CELL_SX}>
                    {canChange && (
                      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'flex-end' }}>
                        <Button size="small" onClick={() => setEditing(plan)} aria-label={t('list.editLabel', { id: plan.uniqId })}>
                          {t('list.edit')}
                        </Button>
                        <Button
                          size="small"
                          color={plan.active ? 'warning' : 'primary'}
                          onClick={() => setToggling(plan)}
                          aria-label={plan.active ? t('list.deactivateLabel', { id: plan.uniqId }) : t('list.activateLabel', { id: plan.uniqId })}
                        >
                          {plan.active ? t('list.deactivate') : t('list.activate')}
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
      {loading && !plans && <Typography color="text.secondary">{t('list.loading')}</Typography>}
      {editing && <PlanDialog plan={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {toggling && <ActiveDialog plan={toggling} onClose={() => setToggling(null)} />}
    </>
  );
}

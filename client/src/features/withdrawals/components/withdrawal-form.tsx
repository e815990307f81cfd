import { useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Ltr } from '../../../components/ltr';
import { OneTimeCodeField } from '../../../components/one-time-code-field';
import type { RequestWithdrawalInput, WithdrawalOptionsQuery } from '../../../gql/generated';
import { fieldErrorProps, focusFirstInvalid, type FieldErrors } from '../../../lib/field-errors';
import { compareMoney, formatUsd, fromCents, parseMoneyInput, toCents } from '../../../lib/money';
import { isCompleteOneTimeCode } from '../../../lib/one-time-code';
import type { WithdrawalField } from '../hooks/use-request-withdrawal';
import { WithdrawableBalance, type WithdrawableParts } from './withdrawable-balance';

export type WithdrawalOptions = WithdrawalOptionsQuery['withdrawalOptions'];

interface WithdrawalFormProps {
  /** Available to withdraw (main + profit) and its parts; a larger amount is refused here. */
  available: WithdrawableParts;
  /** The platform's payout options, minimum, fee and payout days (the server's withdrawalOptions). */
  options: WithdrawalOptions;
  submitting: boolean;
  /** With 2FA on, a withdrawal needs the authenticator's current code (sent as twoFactorCode). */
  twoFactorRequired?: boolean;
  /** Resolves to null when the withdrawal is pending, else to the refusal (by field, or for above the form). */
  onSubmit: (input: RequestWithdrawalInput) => Promise<FieldErrors<WithdrawalField> | null>;
}

/** What arrives for `amount` (USD text) after the fee, in cents arithmetic; null while the amount is not a valid one. */
function receivedFor(amount: string, fee: string): string | null {
  const parsed = parseMoneyInput(amount);
  const cents = parsed ? toCents(parsed) : null;
  const feeCents = toCents(fee) ?? 0n;
  if (cents === null) return null;
  return fromCents(cents > feeCents ? cents - feeCents : 0n);
}

export function WithdrawalForm({ available, options, submitting, twoFactorRequired = false, onSubmit }: WithdrawalFormProps) {
  const { t } = useTranslation('withdrawals');
  const coins = [...new Set(options.options.map((option) => option.coinName))];
  const [coinName, setCoinName] = useState(coins.length === 1 ? coins[0] : '');
  const networksOf = (coin: string) => options.options.filter((option) => option.coinName === coin);
  const [network, setNetwork] = useState(() => {
    const only = networksOf(coins.length === 1 ? coins[0] : '');
    return only.length === 1 ? only[0].network : '';
  });
  const [walletAddress, setWalletAddress] = useState('');
  const [amount, setAmount] = useState('');
  const [twoFactorCode, setTwoFactorCode] = useState('');
  const [errors, setErrors] = useState<Partial<Record<WithdrawalField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState<RequestWithdrawalInput | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const networks = networksOf(coinName);
  const received = receivedFor(amount, options.fee);
  const noFee = compareMoney(options.fee, '0') !== 1;

  const chooseCoin = (coin: string) => {
    setCoinName(coin);
    const choices = networksOf(coin);
    setNetwork(choices.length === 1 ? choices[0].network : '');
    setErrors((current) => ({ ...current, coinName: undefined, network: undefined }));
  };
  const edit = (field: WithdrawalField, set: (value: string) => void) => (value: string) => {
    set(value);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const check = (): Partial<Record<WithdrawalField, string>> => {
    const found: Partial<Record<WithdrawalField, string>> = {};
    if (!coinName) found.coinName = t('form.assetRequired');
    if (!network) found.network = t('form.networkRequired');
    if (!walletAddress.trim()) found.walletAddress = t('form.addressRequired');
    const parsed = parseMoneyInput(amount);
    if (!amount.trim()) found.amount = t('form.amountRequired');
    else if (!parsed) found.amount = t('form.invalidAmount');
    else if (compareMoney(parsed, options.minimum) === -1) found.amount = t('form.belowMinimum', { amount: formatUsd(options.minimum) });
    else if (compareMoney(parsed, available.withdrawable) === 1) found.amount = t('form.aboveAvailable', { amount: formatUsd(available.withdrawable) });
    if (twoFactorRequired && !isCompleteOneTimeCode(twoFactorCode)) found.twoFactorCode = t('form.codeRequired');
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = check();
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      focusFirstInvalid(formRef.current);
      return;
    }
    setPending({
      coinName,
      network,
      walletAddress: walletAddress.trim(),
      amount: parseMoneyInput(amount)!,
      ...(twoFactorRequired ? { twoFactorCode } : {}),
    });
  };

  const confirm = async () => {
    if (!pending) return;
    const refusal = await onSubmit(pending);
    setPending(null);
    if (!refusal) return;
    // The server takes a code once, so a refused try needs the app's next one.
    setTwoFactorCode('');
    setErrors(refusal.fields);
    setFormError(refusal.form);
    focusFirstInvalid(formRef.current);
  };

  const option = networks.find((choice) => choice.network === network);
  return (
    <Card component="form" ref={formRef} noValidate onSubmit={submit}>
      <CardContent>
        <Box sx={{ mb: 3 }}>
          <WithdrawableBalance {...available} size="small" />
        </Box>
        <Stack spacing={2.5}>
          {formError && (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
            <TextField
              select
              fullWidth
              label={t('form.asset')}
              value={coinName}
              onChange={(event) => chooseCoin(event.target.value)}
              required
              {...fieldErrorProps(errors.coinName)}
              slotProps={{ select: { MenuProps: { disableScrollLock: true } } }}
            >
              {coins.map((coin) => (
                <MenuItem key={coin} value={coin}>
                  {coin}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              fullWidth
              label={t('form.network')}
              value={network}
              onChange={(event) => edit('network', setNetwork)(event.target.value)}
              required
              disabled={!coinName}
              {...fieldErrorProps(errors.network, coinName ? undefined : t('form.networkAfterAsset'))}
            >
              {networks.map((choice) => (
                <MenuItem key={choice.network} value={choice.network}>
                  {t('form.networkOption', { network: choice.network, name: choice.networkName })}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <TextField
            label={t('form.address')}
            value={walletAddress}
            onChange={(event) => edit('walletAddress', setWalletAddress)(event.target.value)}
            required
            {...fieldErrorProps(errors.walletAddress, option ? t('form.addressHint', { coin: coinName, network: option.network }) : undefined)}
            slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false, dir: 'ltr' } }}
          />
          <TextField
            label={t('form.amount')}
            value={amount}
            onChange={(event) => edit('amount', setAmount)(event.target.value)}
            required
            {...fieldErrorProps(errors.amount, t('form.amountHint', { minimum: formatUsd(options.minimum), available: formatUsd(available.withdrawable) }))}
            slotProps={{
              htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <Button size="small" onClick={() => edit('amount', setAmount)(available.withdrawable)} aria-label={t('form.maxLabel')}>
                      {t('form.max')}
                    </Button>
                  </InputAdornment>
                ),
              },
            }}
          />
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75 }} data-testid="withdrawal-summary">
            <Typography component="dt" variant="body2" color="text.secondary">
              {t('form.fee')}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'end' }}>
              {noFee ? t('form.noFee') : formatUsd(options.fee)}
            </Typography>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 700 }}>
              {t('form.receive')}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'end', fontWeight: 700 }} data-testid="withdrawal-receive">
              <Ltr>{received ? formatUsd(received) : '—'}</Ltr>
            </Typography>
          </Box>
          {options.payoutSchedule && (
            <Alert severity="info" data-testid="payout-schedule">
              <strong>{t('form.payoutSchedule')}</strong> {options.payoutSchedule}
            </Alert>
          )}
          {twoFactorRequired && (
            <OneTimeCodeField
              value={twoFactorCode}
              onChange={edit('twoFactorCode', setTwoFactorCode)}
              allowRecovery
              required
              disabled={submitting}
              error={errors.twoFactorCode}
            />
          )}
          <Box>
            <Button type="submit" variant="contained" size="large" loading={submitting}>
              {t('submit')}
            </Button>
          </Box>
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={pending !== null}
        title={t('form.confirmTitle')}
        message={
          pending && (
            <Trans
              t={t}
              i18nKey="form.confirmOn"
              values={{ amount: formatUsd(pending.amount), address: pending.walletAddress, coin: pending.coinName, network: pending.network }}
              components={{ amount: <strong />, address: <Box component="bdi" dir="ltr" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} /> }}
            />
          )
        }
        confirmLabel={t('form.confirmYes')}
        cancelLabel={t('form.confirmNo')}
        busy={submitting}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      />
    </Card>
  );
}

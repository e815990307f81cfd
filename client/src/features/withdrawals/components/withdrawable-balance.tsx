import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatUsd } from '../../../lib/money';

export interface WithdrawableParts {
  /** main + profit: what a withdrawal may take (the user's `withdrawable`). */
  withdrawable: string;
  /** The main balance: uninvested deposits and returned capital (the user's `balance`). */
  main: string;
  /** Profit and bonuses (the user's `interest`). */
  profit: string;
}

/** Available to withdraw, with its parts: main balance + profit (a withdrawal takes profit first). */
export function WithdrawableBalance({ withdrawable, main, profit, size = 'large' }: WithdrawableParts & { size?: 'large' | 'small' }) {
  const { t } = useTranslation('withdrawals');
  return (
    <Box>
      <Typography color="text.secondary" variant="body2">
        {t('balance.available')}
      </Typography>
      <Typography variant={size === 'large' ? 'h3' : 'h6'} component="p" data-testid="available-balance">
        {formatUsd(withdrawable)}
      </Typography>
      <Typography color="text.secondary" variant="body2" data-testid="available-parts">
        {t('balance.parts', { main: formatUsd(main), profit: formatUsd(profit) })}
      </Typography>
      <Typography color="text.secondary" variant="body2">
        {t('balance.rule')}
      </Typography>
    </Box>
  );
}

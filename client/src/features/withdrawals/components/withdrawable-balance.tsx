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
  return (
    <Box>
      <Typography color="text.secondary" variant="body2">
        Available to withdraw
      </Typography>
      <Typography variant={size === 'large' ? 'h3' : 'h6'} component="p" data-testid="available-balance">
        {formatUsd(withdrawable)}
      </Typography>
      <Typography color="text.secondary" variant="body2" data-testid="available-parts">
        Main balance {formatUsd(main)} + Profit {formatUsd(profit)}
      </Typography>
      <Typography color="text.secondary" variant="body2">
        Withdrawals take profit first, then the main balance. Money in active plans is not available until their term ends.
      </Typography>
    </Box>
  );
}

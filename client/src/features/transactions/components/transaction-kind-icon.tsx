import Avatar from '@mui/material/Avatar';
import type { SvgIconComponent } from '@mui/icons-material';
import CallMadeIcon from '@mui/icons-material/CallMade';
import CallReceivedIcon from '@mui/icons-material/CallReceived';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import PaidOutlinedIcon from '@mui/icons-material/PaidOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import type { TransactionKind } from '../../../gql/generated';
import { transactionTone } from '../utils/transaction-tone';

const ICONS: Record<TransactionKind, SvgIconComponent> = {
  DEPOSIT: CallReceivedIcon,
  WITHDRAWAL: CallMadeIcon,
  INVESTMENT: TrendingUpIcon,
  PROFIT: PaidOutlinedIcon,
  CAPITAL_RETURN: SavingsOutlinedIcon,
  REFERRAL_BONUS: CardGiftcardIcon,
};

const TONE_COLORS = {
  credit: { color: 'success.main', bgcolor: 'rgba(30, 142, 62, 0.1)' },
  debit: { color: 'error.main', bgcolor: 'rgba(198, 40, 40, 0.1)' },
  neutral: { color: 'text.secondary', bgcolor: 'action.hover' },
  pending: { color: 'text.secondary', bgcolor: 'action.hover' },
  void: { color: 'text.secondary', bgcolor: 'action.hover' },
} as const;

export function TransactionKindIcon({
  kind,
  title,
  status,
  paymentState,
}: {
  kind: TransactionKind;
  title: string;
  status?: string | null;
  paymentState?: string | null;
}) {
  const Icon = ICONS[kind] ?? ReceiptLongOutlinedIcon;
  return (
    <Avatar aria-hidden sx={{ width: 40, height: 40, ...TONE_COLORS[transactionTone(title, status, paymentState)] }}>
      <Icon fontSize="small" />
    </Avatar>
  );
}

import Typography, { type TypographyProps } from '@mui/material/Typography';
import { formatUsd } from '../lib/money';

type MoneyTextProps = Omit<TypographyProps, 'children'> & { value: string | null | undefined };

/** A Money value as "1,234.50 USD". */
export function MoneyText({ value, ...props }: MoneyTextProps) {
  return (
    <Typography component="span" {...props}>
      {formatUsd(value)}
    </Typography>
  );
}

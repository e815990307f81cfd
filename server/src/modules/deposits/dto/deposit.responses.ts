import { ApiProperty } from '@nestjs/swagger';

const MONEY = { type: 'string', pattern: '^-?\\d+\\.\\d{2}$', example: '1500.00' } as const;

/** A deposit reference (spec section 3): a draft until submitted, then pending until an admin decides. */
export class DepositRecord {
  @ApiProperty({ type: String, nullable: true, example: 'DEP-7F3K2Q9X' }) reference_id: string | null;
  @ApiProperty({ example: 'Crypto Wallet' }) wallet: string;
  @ApiProperty({ type: String, nullable: true, example: 'USDT' }) wallet_name: string | null;
  @ApiProperty({ type: String, nullable: true }) wallet_address: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'tron',
    description: 'A quoted deposit: its network (ethereum, tron or bitcoin); before quotes: the wallet’s label (TRC20).',
  })
  network: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The payment blockchain transaction id (after submission).' }) txn_id: string | null;
  @ApiProperty({ ...MONEY, nullable: true }) amount: string | null;
  @ApiProperty({ example: 'draft', description: 'draft, pending, completed, rejected or cancelled.' }) status: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '1.991734302644027287',
    description:
      'The amount of pay_asset to send: an exact decimal in its units, rounded up to its smallest unit. Null before the amount and wallet are chosen (and for deposits from before quotes), as are the fields below.',
  })
  pay_amount: string | null;
  @ApiProperty({ type: String, nullable: true, enum: ['USDT', 'ETH', 'BTC'] }) pay_asset: string | null;
  @ApiProperty({ type: String, nullable: true, example: '3012.45', description: 'USD per one unit of pay_asset (USDT: 1.00).' }) rate: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'kraken', description: 'fixed (USDT), manual (an admin’s rate) or the rate provider’s name.' })
  rate_source: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'Until when the quote holds (DEPOSIT_QUOTE_MINUTES after it was made).' })
  expires_at: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'ethereum:0x9858EfFD232B4033E47d90003D41EC34EcaEda94@1?value=1991734302644027287',
    description:
      'The URI with the amount, for a QR code: EIP-681 on Ethereum (ETH: value in wei; USDT: the token contract’s transfer with address and uint256 in base units), tron:<address>?amount=<decimal>&token=<contract> on TRON, BIP-21 on Bitcoin.',
  })
  payment_uri: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Of the least-confirmed payment counted (0 before one arrives).' }) confirmations: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'What the network needs before the deposit is credited.' }) required_confirmations: number | null;
  @ApiProperty({ type: String, nullable: true, example: '0', description: 'What arrived so far, an exact decimal in pay_asset’s units.' })
  received_amount: string | null;
}

export class DepositStarted {
  @ApiProperty({ enum: ['success'] }) status: 'success';
  @ApiProperty({ type: String, nullable: true, example: 'DEP-7F3K2Q9X' }) reference_id: string | null;
}

export class DepositReferenceResponse {
  @ApiProperty({ enum: ['success'] }) status: 'success';
  @ApiProperty({ type: DepositRecord }) data: DepositRecord;
}

export class DepositWalletOption {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'USDT' }) wallet_name: string;
  @ApiProperty({ type: String, nullable: true, description: 'Null for a wallet that derives an address per deposit (give wallet_id to deposit_track).' })
  wallet_address: string | null;
  @ApiProperty({ example: 'TRC20', description: 'The label.' }) network: string;
  @ApiProperty({ enum: ['USDT', 'ETH', 'BTC'], description: 'What the wallet receives.' }) asset: string;
  @ApiProperty({ enum: ['ethereum', 'tron', 'bitcoin'], description: 'The explicit network.' }) network_name: string;
  @ApiProperty({ enum: ['static', 'derived'] }) address_kind: 'static' | 'derived';
}

export class DepositWalletsResponse {
  @ApiProperty({ enum: ['success'] }) status: 'success';
  @ApiProperty({ type: [DepositWalletOption] }) data: DepositWalletOption[];
}

/** Whether the deposit can go on to the upload step; `redirect: true` means back to the start. */
export class DepositEligibilityResponse {
  @ApiProperty({ enum: ['success'] }) status: 'success';
  @ApiProperty() redirect: boolean;
  @ApiProperty({ type: String, nullable: true, example: 'This deposit has already been submitted.' }) message: string | null;
  @ApiProperty({ type: DepositRecord }) data: DepositRecord;
}

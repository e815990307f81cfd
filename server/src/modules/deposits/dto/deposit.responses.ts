import { ApiProperty } from '@nestjs/swagger';

const MONEY = { type: 'string', pattern: '^-?\\d+\\.\\d{2}$', example: '1500.00' } as const;

/** A deposit reference (spec section 3): a draft until submitted, then pending until an admin decides. */
export class DepositRecord {
  @ApiProperty({ type: String, nullable: true, example: 'DEP-7F3K2Q9X' }) reference_id: string | null;
  @ApiProperty({ example: 'Crypto Wallet' }) wallet: string;
  @ApiProperty({ type: String, nullable: true, example: 'USDT' }) wallet_name: string | null;
  @ApiProperty({ type: String, nullable: true }) wallet_address: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'TRC20' }) network: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The payment blockchain transaction id (after submission).' }) txn_id: string | null;
  @ApiProperty({ ...MONEY, nullable: true }) amount: string | null;
  @ApiProperty({ example: 'draft', description: 'draft, pending, completed, rejected or cancelled.' }) status: string;
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
  @ApiProperty({ example: 'TRC20' }) network: string;
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

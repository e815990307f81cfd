import { ApiProperty } from '@nestjs/swagger';
import { TransactionKind } from '../transaction.model';

/** One transaction of the user's history (spec section 3, plus kind, network, address and reason). */
export class TransactionRecord {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Deposit' }) title: string;
  @ApiProperty({ type: 'string', pattern: '^-?\\d+\\.\\d{2}$', example: '1500.00', description: 'USD.' }) amount: string;
  @ApiProperty({ example: 'completed', description: 'draft, pending, active, completed, rejected or cancelled.' }) status: string;
  @ApiProperty({ format: 'date-time' }) date: string;
  @ApiProperty({ type: String, nullable: true }) wallet_name: string | null;
  @ApiProperty({ type: String, nullable: true }) txn_id: string | null;
  @ApiProperty({ type: String, nullable: true }) reference_id: string | null;
  @ApiProperty({ enum: TransactionKind, enumName: 'TransactionKind' }) kind: TransactionKind;
  @ApiProperty({ type: String, nullable: true }) network: string | null;
  @ApiProperty({ type: String, nullable: true }) wallet_address: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why it was rejected, if it was.' }) reason: string | null;
}

export class TransactionListResponse {
  @ApiProperty({ enum: ['success'] }) status: 'success';
  @ApiProperty({ type: [TransactionRecord], description: 'Newest first, at most 200.' }) data: TransactionRecord[];
}

export class TransactionResponse {
  @ApiProperty({ enum: ['success'] }) status: 'success';
  @ApiProperty({ type: TransactionRecord }) data: TransactionRecord;
}

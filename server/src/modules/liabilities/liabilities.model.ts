import { Field, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import type { LiabilitiesProof, LiabilitiesSnapshotView } from './liabilities.service';

const HEX = { type: 'string', pattern: '^[0-9a-f]{64}$', example: '9f2c4e...' } as const;
const CENTS = { type: 'string', pattern: '^(0|[1-9][0-9]*)$', description: 'Cents, a decimal string.', example: '1250000' } as const;

export enum LiabilitiesSide {
  L = 'L',
  R = 'R',
}
registerEnumType(LiabilitiesSide, { name: 'LiabilitiesSide', description: 'Where the sibling stands: L left, R right.' });

@ObjectType({ description: 'A published proof-of-liabilities snapshot: the root of the Merkle sum tree over every balance owed to users.' })
export class LiabilitiesSnapshot {
  @Field(() => Int) snapshot: number;
  @Field(() => Date) createdAt: Date;
  @Field({ description: 'The root digest, lowercase hex.' }) rootDigest: string;
  @Field({ description: 'What the platform owes its users in total, in cents (a decimal string).' }) totalCents: string;
  @Field(() => Int, { description: 'Leaves (parts of balances) in the tree, padding not counted.' }) leafCount: number;
  @Field(() => Int, { description: 'Levels above the leaves: the length of every path.' }) height: number;
}

@ObjectType({ description: 'One sibling on the way from a leaf to the root.' })
export class LiabilitiesPathStep {
  @Field(() => LiabilitiesSide) side: LiabilitiesSide;
  @Field({ description: 'Lowercase hex.' }) digest: string;
  @Field({ description: 'Cents, a decimal string.' }) value: string;
}

@ObjectType()
export class LiabilitiesProofPart {
  @Field(() => Int) index: number;
  @Field({ description: 'Cents, a decimal string.' }) value: string;
  @Field(() => Int) leafPosition: number;
  @Field(() => [LiabilitiesPathStep]) path: LiabilitiesPathStep[];
}

@ObjectType({ description: "The signed-in user's proof that their balance is counted in the latest snapshot." })
export class LiabilitiesProofModel {
  @Field(() => Int) snapshot: number;
  @Field({ description: 'The account number (reg_id).' }) account: string;
  @Field({ description: 'Your secret 32-byte nonce, lowercase hex. Shown only to you.' }) nonce: string;
  @Field() liabilityCents: string;
  @Field(() => [LiabilitiesProofPart]) parts: LiabilitiesProofPart[];
  @Field() rootDigest: string;
  @Field() totalCents: string;
}

export const toLiabilitiesSnapshot = (view: LiabilitiesSnapshotView): LiabilitiesSnapshot => ({ ...view });
export const toLiabilitiesProofModel = (proof: LiabilitiesProof): LiabilitiesProofModel => ({
  ...proof,
  parts: proof.parts.map((part) => ({ ...part, path: part.path.map((step) => ({ ...step, side: step.side as LiabilitiesSide })) })),
});

/** REST: a snapshot, the object itself (not wrapped in {status, data}), in the published field names. */
export class LiabilitiesSnapshotRecord {
  @ApiProperty({ example: 3 }) snapshot: number;
  @ApiProperty({ type: 'string', format: 'date-time' }) created_at: string;
  @ApiProperty(HEX) root_digest: string;
  @ApiProperty(CENTS) total_cents: string;
  @ApiProperty({ example: 250123 }) leaf_count: number;
  @ApiProperty({ example: 18 }) height: number;
}

export class LiabilitiesHistoryRecord {
  @ApiProperty({ type: [LiabilitiesSnapshotRecord], description: 'Newest first.' }) snapshots: LiabilitiesSnapshotRecord[];
}

export class LiabilitiesPathStepRecord {
  @ApiProperty({ enum: ['L', 'R'], description: 'Where the sibling stands.' }) side: 'L' | 'R';
  @ApiProperty(HEX) digest: string;
  @ApiProperty(CENTS) value: string;
}

export class LiabilitiesPartRecord {
  @ApiProperty({ example: 0 }) index: number;
  @ApiProperty(CENTS) value: string;
  @ApiProperty({ example: 1041 }) leaf_position: number;
  @ApiProperty({ type: [LiabilitiesPathStepRecord], description: 'From the leaf up.' }) path: LiabilitiesPathStepRecord[];
}

export class LiabilitiesProofRecord {
  @ApiProperty({ example: 3 }) snapshot: number;
  @ApiProperty({ example: '1234567890', description: 'The account number (reg_id).' }) account: string;
  @ApiProperty({ ...HEX, description: 'Your secret nonce.' }) nonce: string;
  @ApiProperty(CENTS) liability_cents: string;
  @ApiProperty({ type: [LiabilitiesPartRecord] }) parts: LiabilitiesPartRecord[];
  @ApiProperty(HEX) root_digest: string;
  @ApiProperty(CENTS) total_cents: string;
}

export class LiabilitiesTreeNodeRecord {
  @ApiProperty(HEX) digest: string;
  @ApiProperty(CENTS) value: string;
}

export class LiabilitiesTreeRecord {
  @ApiProperty({
    type: 'array',
    items: { type: 'array', items: { $ref: '#/components/schemas/LiabilitiesTreeNodeRecord' } },
    description: 'Every node of every level, the leaves first, padding nodes included.',
  })
  levels: LiabilitiesTreeNodeRecord[][];
}

export const toSnapshotRecord = (view: LiabilitiesSnapshotView): LiabilitiesSnapshotRecord => ({
  snapshot: view.snapshot,
  created_at: view.createdAt.toISOString(),
  root_digest: view.rootDigest,
  total_cents: view.totalCents,
  leaf_count: view.leafCount,
  height: view.height,
});

export const toProofRecord = (proof: LiabilitiesProof): LiabilitiesProofRecord => ({
  snapshot: proof.snapshot,
  account: proof.account,
  nonce: proof.nonce,
  liability_cents: proof.liabilityCents,
  parts: proof.parts.map((part) => ({ index: part.index, value: part.value, leaf_position: part.leafPosition, path: part.path })),
  root_digest: proof.rootDigest,
  total_cents: proof.totalCents,
});

import { Field, GraphQLISODateTime, ID, ObjectType } from '@nestjs/graphql';
import type { ColumnEnum, TableRow } from '../../database/sql';
import { PageInfo } from '../transactions/transaction.model';
import { KycDocumentType, KycStatus } from './kyc-status';

/** A kyc_requests row joined with its user's email, as read with raw SQL. */
type KycTableRow = TableRow<'kyc_requests'>;

/** status is KycStatus, whose NONE (the users column's) a request never holds. */
export type KycRequestRow = Pick<
  KycTableRow,
  'id' | 'user_id' | 'document_front' | 'document_back' | 'selfie' | 'rejection_reason' | 'submitted_at' | 'reviewed_at'
> & {
  user_email: TableRow<'users'>['email'];
  document_type: ColumnEnum<KycDocumentType, KycTableRow['document_type']>;
  status: KycStatus;
};

/** Where admins fetch a KYC image; the controller serves it to admins only. */
export function kycFileUrl(fileName: string): string {
  return `/api/kyc/files/${fileName}`;
}

@ObjectType()
export class KycRequestUser {
  @Field(() => ID) id: string;
  @Field() email: string;
}

@ObjectType('KycRequest')
export class KycRequestModel {
  @Field(() => ID) id: string;
  @Field(() => KycRequestUser) user: KycRequestUser;
  @Field(() => KycDocumentType) documentType: KycDocumentType;
  @Field(() => KycStatus) status: KycStatus;
  @Field(() => GraphQLISODateTime) submittedAt: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) reviewedAt: Date | null;
  @Field(() => String, { nullable: true }) rejectionReason: string | null;
  @Field({ description: 'URL of the document front image (admins only, with the session cookie).' }) documentFrontUrl: string;
  @Field(() => String, { nullable: true, description: 'URL of the document back image, when one was sent (admins only).' }) documentBackUrl: string | null;
  @Field({ description: 'URL of the selfie (admins only).' }) selfieUrl: string;
}

@ObjectType()
export class KycRequestConnection {
  @Field(() => [KycRequestModel]) nodes: KycRequestModel[];
  @Field(() => PageInfo) pageInfo: PageInfo;
}

export function toKycRequestModel(row: KycRequestRow): KycRequestModel {
  return {
    id: row.id,
    user: { id: row.user_id, email: row.user_email },
    documentType: row.document_type,
    status: row.status,
    submittedAt: row.submitted_at,
    reviewedAt: row.reviewed_at,
    rejectionReason: row.rejection_reason,
    documentFrontUrl: kycFileUrl(row.document_front),
    documentBackUrl: row.document_back ? kycFileUrl(row.document_back) : null,
    selfieUrl: kycFileUrl(row.selfie),
  };
}

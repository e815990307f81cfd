import { registerEnumType } from '@nestjs/graphql';

/** Where a user stands with identity verification; the stored values are the lowercase ones. */
export enum KycStatus {
  NONE = 'none',
  PENDING = 'pending',
  APPROVED = 'approved',
  REJECTED = 'rejected',
}
registerEnumType(KycStatus, { name: 'KycStatus', description: 'Identity verification (KYC) status.' });

/** The identity document an investor uploads; REST takes the lowercase values. */
export enum KycDocumentType {
  PASSPORT = 'passport',
  NATIONAL_ID = 'national_id',
  DRIVING_LICENCE = 'driving_licence',
}
registerEnumType(KycDocumentType, { name: 'KycDocumentType' });

export const KYC_DOCUMENT_TYPES = Object.values(KycDocumentType) as string[];

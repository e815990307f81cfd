import { DomainError, ErrorKind } from '../../common/errors/domain-error';

/** Every way a KYC operation can fail, each with its kind (HTTP status) and a message safe to show. */
export enum KycErrorCode {
  INVALID_DOCUMENT_TYPE = 'INVALID_DOCUMENT_TYPE',
  DOCUMENT_FRONT_MISSING = 'DOCUMENT_FRONT_MISSING',
  SELFIE_MISSING = 'SELFIE_MISSING',
  UNKNOWN_FILE_FIELD = 'UNKNOWN_FILE_FIELD',
  FILE_TOO_LARGE = 'FILE_TOO_LARGE',
  KYC_PENDING = 'KYC_PENDING',
  KYC_ALREADY_APPROVED = 'KYC_ALREADY_APPROVED',
  INVALID_USER_ID = 'INVALID_USER_ID',
  KYC_REQUEST_NOT_FOUND = 'KYC_REQUEST_NOT_FOUND',
  ALREADY_DECIDED = 'ALREADY_DECIDED',
  REASON_REQUIRED = 'REASON_REQUIRED',
  REASON_TOO_LONG = 'REASON_TOO_LONG',
  KYC_REQUIRED = 'KYC_REQUIRED',
  USER_NOT_FOUND = 'USER_NOT_FOUND',
  /** A document file that is not there: the same answer as any unknown path. */
  NOT_FOUND = 'NOT_FOUND',
  INVALID_PAGE_SIZE = 'KYC_INVALID_PAGE_SIZE',
  INVALID_CURSOR = 'KYC_INVALID_CURSOR',
}

export const KYC_PAGE_MAX = 100;
export const KYC_PAGE_DEFAULT = 25;

export const MAX_REASON_LENGTH = 500;
export const KYC_MAX_FILE_MB = 10;

const KIND: Record<KycErrorCode, ErrorKind> = {
  [KycErrorCode.INVALID_DOCUMENT_TYPE]: ErrorKind.BAD_USER_INPUT,
  [KycErrorCode.DOCUMENT_FRONT_MISSING]: ErrorKind.BAD_USER_INPUT,
  [KycErrorCode.SELFIE_MISSING]: ErrorKind.BAD_USER_INPUT,
  [KycErrorCode.UNKNOWN_FILE_FIELD]: ErrorKind.BAD_USER_INPUT,
  [KycErrorCode.FILE_TOO_LARGE]: ErrorKind.PAYLOAD_TOO_LARGE,
  [KycErrorCode.KYC_PENDING]: ErrorKind.CONFLICT,
  [KycErrorCode.KYC_ALREADY_APPROVED]: ErrorKind.CONFLICT,
  [KycErrorCode.INVALID_USER_ID]: ErrorKind.BAD_USER_INPUT,
  [KycErrorCode.KYC_REQUEST_NOT_FOUND]: ErrorKind.NOT_FOUND,
  [KycErrorCode.ALREADY_DECIDED]: ErrorKind.CONFLICT,
  [KycErrorCode.REASON_REQUIRED]: ErrorKind.BAD_USER_INPUT,
  [KycErrorCode.REASON_TOO_LONG]: ErrorKind.BAD_USER_INPUT,
  [KycErrorCode.KYC_REQUIRED]: ErrorKind.FORBIDDEN,
  [KycErrorCode.USER_NOT_FOUND]: ErrorKind.NOT_FOUND,
  [KycErrorCode.NOT_FOUND]: ErrorKind.NOT_FOUND,
  [KycErrorCode.INVALID_PAGE_SIZE]: ErrorKind.BAD_USER_INPUT,
  [KycErrorCode.INVALID_CURSOR]: ErrorKind.BAD_USER_INPUT,
};

const MESSAGE: Record<KycErrorCode, string> = {
  [KycErrorCode.INVALID_DOCUMENT_TYPE]: 'Please choose the document type: passport, national ID or driving licence.',
  [KycErrorCode.DOCUMENT_FRONT_MISSING]: 'Please upload a photo of the front of your document.',
  [KycErrorCode.SELFIE_MISSING]: 'Please upload a selfie holding your document.',
  [KycErrorCode.UNKNOWN_FILE_FIELD]: 'Only document_front, document_back and selfie files can be sent, one of each.',
  [KycErrorCode.FILE_TOO_LARGE]: `Each image must be at most ${KYC_MAX_FILE_MB} MB.`,
  [KycErrorCode.KYC_PENDING]: 'Your identity verification is already under review.',
  [KycErrorCode.KYC_ALREADY_APPROVED]: 'Your identity is already verified.',
  [KycErrorCode.INVALID_USER_ID]: 'The user id is not valid.',
  [KycErrorCode.KYC_REQUEST_NOT_FOUND]: 'This user has not submitted identity verification.',
  [KycErrorCode.ALREADY_DECIDED]: 'This identity verification has already been decided.',
  [KycErrorCode.REASON_REQUIRED]: 'A reason is required to reject an identity verification.',
  [KycErrorCode.REASON_TOO_LONG]: `The reason must be at most ${MAX_REASON_LENGTH} characters.`,
  [KycErrorCode.KYC_REQUIRED]: 'Identity verification is required for this withdrawal.',
  [KycErrorCode.USER_NOT_FOUND]: 'User not found.',
  [KycErrorCode.NOT_FOUND]: 'Not found.',
  [KycErrorCode.INVALID_PAGE_SIZE]: 'first must be between 1 and 100.',
  [KycErrorCode.INVALID_CURSOR]: 'after must be the endCursor of an earlier kycRequests page.',
};

export class KycError extends DomainError {
  constructor(code: KycErrorCode, message: string = MESSAGE[code]) {
    super(KIND[code], message, code);
  }
}

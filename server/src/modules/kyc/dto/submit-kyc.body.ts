import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { KYC_DOCUMENT_TYPES } from '../kyc-status';

/** The text part of the REST multipart POST /api/kyc/submit; the files come as document_front, document_back and selfie. */
export class SubmitKycBody {
  @ApiProperty({ enum: KYC_DOCUMENT_TYPES, example: KYC_DOCUMENT_TYPES[0] })
  @IsOptional()
  @IsString({ message: 'Please choose the document type: passport, national ID or driving licence.' })
  @MaxLength(40, { message: 'Please choose the document type: passport, national ID or driving licence.' })
  document_type?: string;
}

/** The multipart form of POST /api/kyc/submit as documented: document_type plus the images (JPEG, PNG, WebP, GIF, AVIF, HEIF or TIFF, each at most 10 MB). */
export class SubmitKycForm extends SubmitKycBody {
  @ApiProperty({ type: 'string', format: 'binary', description: 'The front of the document.' }) document_front: unknown;
  @ApiPropertyOptional({ type: 'string', format: 'binary', description: 'The back of the document (ID cards and licences).' }) document_back?: unknown;
  @ApiProperty({ type: 'string', format: 'binary', description: 'A selfie holding the document.' }) selfie: unknown;
}

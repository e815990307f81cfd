import { IsOptional, IsString, MaxLength } from 'class-validator';

/** The text part of the REST multipart POST /api/kyc/submit; the files come as document_front, document_back and selfie. */
export class SubmitKycBody {
  @IsOptional()
  @IsString({ message: 'Please choose the document type: passport, national ID or driving licence.' })
  @MaxLength(40, { message: 'Please choose the document type: passport, national ID or driving licence.' })
  document_type?: string;
}

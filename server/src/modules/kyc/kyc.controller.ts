import { Body, Controller, Get, HttpCode, Param, Post, Res, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Roles } from '../../common/decorators/access.decorators';
import { Actor } from '../../common/decorators/actor.decorator';
import { StorageService } from '../storage/storage.service';
import type { SessionUser } from '../../common/session-user';
import { SubmitKycBody, SubmitKycForm } from './dto/submit-kyc.body';
import { KycUploadErrorsInterceptor } from './kyc-upload-errors.interceptor';
import { KycError, KycErrorCode } from './kyc.errors';
import { KYC_IMAGE_RULES, KycService } from './kyc.service';
import { ApiErrors, errorsOf } from '../../common/openapi/api-errors';
import { BINARY, SuccessStatus } from '../../common/openapi/responses';
import { StorageError, StorageErrorCode } from '../storage/storage.errors';

type KycUploads = Partial<Record<'document_front' | 'document_back' | 'selfie', Express.Multer.File[]>>;

const KYC_FIELDS = [
  { name: 'document_front', maxCount: 1 },
  { name: 'document_back', maxCount: 1 },
  { name: 'selfie', maxCount: 1 },
];

@ApiTags('kyc')
@Controller('kyc')
export class KycController {
  constructor(
    private readonly kyc: KycService,
    private readonly storage: StorageService,
  ) {}

  @ApiBody({ type: SubmitKycForm })
  @ApiOkResponse({ type: SuccessStatus, description: 'Submitted: pending until an admin decides.' })
  @ApiErrors(
    errorsOf(
      KycError,
      KycErrorCode.INVALID_DOCUMENT_TYPE,
      KycErrorCode.DOCUMENT_FRONT_MISSING,
      KycErrorCode.SELFIE_MISSING,
      KycErrorCode.UNKNOWN_FILE_FIELD,
      KycErrorCode.FILE_TOO_LARGE,
    ),
    errorsOf(KycError, KycErrorCode.KYC_PENDING, KycErrorCode.KYC_ALREADY_APPROVED),
    errorsOf(StorageError, StorageErrorCode.INVALID_IMAGE),
  )
  @ApiOperation({ summary: 'Submit identity documents for verification.' })
  @Post('submit')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(KycUploadErrorsInterceptor, FileFieldsInterceptor(KYC_FIELDS, { limits: { fileSize: KYC_IMAGE_RULES.maxBytes, files: 3, fields: 5 } }))
  async submit(@CurrentUser() user: SessionUser, @Actor() actor: Actor, @Body() body: SubmitKycBody, @UploadedFiles() files?: KycUploads) {
    const uploads = { front: files?.document_front?.[0]?.buffer, back: files?.document_back?.[0]?.buffer, selfie: files?.selfie?.[0]?.buffer };
    await this.kyc.submit(user.id, body.document_type, uploads, actor);
    return { status: 'success' };
  }

  /** Identity documents are for admins' eyes only; never under the public uploads path. */
  @Roles('admin')
  @ApiProduces('image/webp')
  @ApiOkResponse({ schema: BINARY, description: 'A stored identity document image (admins only).' })
  @ApiErrors(errorsOf(KycError, KycErrorCode.NOT_FOUND))
  @ApiOperation({ summary: 'Download a stored identity document (admins).' })
  @Get('files/:name')
  async file(@Param('name') name: string, @Res() res: Response) {
    if (!(await this.storage.send(res, 'kyc', name, 'private, no-store'))) throw new KycError(KycErrorCode.NOT_FOUND);
  }
}

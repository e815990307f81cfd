import {
  Body,
  CallHandler,
  Controller,
  ExecutionContext,
  Get,
  HttpCode,
  Injectable,
  NestInterceptor,
  Param,
  PayloadTooLargeException,
  Post,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { catchError, Observable, throwError } from 'rxjs';
import { CurrentUser, Public, StateChanging } from '../../common/decorators/access.decorators';
import type { SessionUser } from '../../common/session-user';
import { StorageService } from '../storage/storage.service';
import { UpdateAddressBody } from './dto/update-address.input';
import { UpdateProfileBody } from './dto/update-profile.input';
import { UserProfileService } from './user-profile.service';
import { AVATAR_RULES, UserError, UserErrorCode } from './users.errors';
import { UsersService } from './users.service';
import { ApiErrors, errorsOf } from '../../common/openapi/api-errors';
import { ApiSuccess, BINARY } from '../../common/openapi/responses';
import { AvatarForm } from './dto/avatar.form';
import { CheckAuthResponse } from './dto/user.responses';
import { StorageError, StorageErrorCode } from '../storage/storage.errors';

/** Multer's "File too large" (over AVATAR_RULES.maxBytes) answers with the same message as the GraphQL upload. */
@Injectable()
class AvatarSizeMessage implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next
      .handle()
      .pipe(
        catchError((error: unknown) => throwError(() => (error instanceof PayloadTooLargeException ? new UserError(UserErrorCode.IMAGE_TOO_LARGE) : error))),
      );
  }
}

const PROFILE_UPDATED_MESSAGE = 'Your personal Info has been updated successfully';
const ADDRESS_UPDATED_MESSAGE = 'Your address has been updated successfully';
const AVATAR_UPLOADED_MESSAGE = 'Avatar has been upload successfully';
const AVATAR_DELETED_MESSAGE = 'Avatar has been deleted successfully';

@ApiTags('users')
@Controller()
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly profiles: UserProfileService,
    private readonly storage: StorageService,
  ) {}

  @ApiOkResponse({ type: CheckAuthResponse, description: 'The signed-in user with balances (the dashboard reads this).' })
  @ApiErrors(errorsOf(UserError, UserErrorCode.SESSION_EXPIRED))
  @ApiOperation({ summary: 'Get the signed-in user with balances.' })
  @Get('check-auth')
  async checkAuth(@CurrentUser() user: SessionUser) {
    return { status: 'success', data: await this.users.recordOf(user) };
  }

  @ApiSuccess(PROFILE_UPDATED_MESSAGE)
  @ApiErrors(
    errorsOf(
      UserError,
      UserErrorCode.PROFILE_FIELDS_REQUIRED,
      UserErrorCode.PHONE_NOT_DIGITS,
      UserErrorCode.PHONE_LENGTH,
      UserErrorCode.INVALID_USERNAME,
      UserErrorCode.INVALID_GENDER,
    ),
    errorsOf(
      UserError,
      UserErrorCode.INVALID_DATE_OF_BIRTH,
      UserErrorCode.DATE_OF_BIRTH_IN_FUTURE,
      UserErrorCode.DATE_OF_BIRTH_TOO_EARLY,
      UserErrorCode.USERNAME_TAKEN,
    ),
  )
  @ApiOperation({ summary: 'Update your personal details.' })
  @Post('update/profile')
  @HttpCode(200)
  async updateProfile(@CurrentUser() user: SessionUser, @Body() body: UpdateProfileBody) {
    await this.profiles.updateProfile(user.id, { ...body, dateOfBirth: body.date_of_birth });
    return { status: 'success', message: PROFILE_UPDATED_MESSAGE };
  }

  @ApiSuccess(ADDRESS_UPDATED_MESSAGE)
  @ApiErrors(errorsOf(UserError, UserErrorCode.ADDRESS_FIELDS_REQUIRED))
  @ApiOperation({ summary: 'Update your postal address.' })
  @Post('update/address')
  @HttpCode(200)
  async updateAddress(@CurrentUser() user: SessionUser, @Body() body: UpdateAddressBody) {
    await this.profiles.updateAddress(user.id, body);
    return { status: 'success', message: ADDRESS_UPDATED_MESSAGE };
  }

  @ApiBody({ type: AvatarForm })
  @ApiSuccess(AVATAR_UPLOADED_MESSAGE)
  @ApiErrors(errorsOf(UserError, UserErrorCode.FILE_REQUIRED, UserErrorCode.IMAGE_TOO_LARGE), errorsOf(StorageError, StorageErrorCode.INVALID_IMAGE))
  @ApiOperation({ summary: 'Upload a profile picture.' })
  @Post('upload/avatar')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(AvatarSizeMessage, FileInterceptor('avatar', { limits: { fileSize: AVATAR_RULES.maxBytes, files: 1, fields: 5 } }))
  async uploadAvatar(@CurrentUser() user: SessionUser, @UploadedFile() file?: Express.Multer.File) {
    await this.profiles.setAvatar(user.id, file?.buffer);
    return { status: 'success', message: AVATAR_UPLOADED_MESSAGE };
  }

  @ApiSuccess(AVATAR_DELETED_MESSAGE)
  @ApiOperation({ summary: 'Remove your profile picture.' })
  @Get('upload/delete-avatar')
  @StateChanging()
  async deleteAvatar(@CurrentUser() user: SessionUser) {
    await this.profiles.deleteAvatar(user.id);
    return { status: 'success', message: AVATAR_DELETED_MESSAGE };
  }

  /** Stored avatars are re-encoded WebP under random names; served so no browser can take them for anything else. */
  @Public()
  @ApiProduces('image/webp')
  @ApiOkResponse({ schema: BINARY, description: 'A stored avatar (public, cached for a year).' })
  @ApiErrors(errorsOf(UserError, UserErrorCode.NOT_FOUND))
  @ApiOperation({ summary: 'Download a stored profile picture.' })
  @Get('uploads/avatars/:name')
  async avatar(@Param('name') name: string, @Res() res: Response) {
    // The year-long cache header goes only with the file: a missing one answers a JSON 404 no cache keeps.
    if (!(await this.storage.send(res, 'avatars', name, 'public, max-age=31536000, immutable'))) throw new UserError(UserErrorCode.NOT_FOUND);
  }
}

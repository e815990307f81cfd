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
import { ApiBody, ApiConsumes, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
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
import { BINARY, SuccessMessage } from '../../common/openapi/responses';
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
  @Get('check-auth')
  async checkAuth(@CurrentUser() user: SessionUser) {
    return { status: 'success', data: await this.users.recordOf(user) };
  }

  @ApiOkResponse({ type: SuccessMessage })
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
  @Post('update/profile')
  @HttpCode(200)
  async updateProfile(@CurrentUser() user: SessionUser, @Body() body: UpdateProfileBody) {
    await this.profiles.updateProfile(user.id, { ...body, dateOfBirth: body.date_of_birth });
    return { status: 'success', message: 'Your personal Info has been updated successfully' };
  }

  @ApiOkResponse({ type: SuccessMessage })
  @ApiErrors(errorsOf(UserError, UserErrorCode.ADDRESS_FIELDS_REQUIRED))
  @Post('update/address')
  @HttpCode(200)
  async updateAddress(@CurrentUser() user: SessionUser, @Body() body: UpdateAddressBody) {
    await this.profiles.updateAddress(user.id, body);
    return { status: 'success', message: 'Your address has been updated successfully' };
  }

  @ApiBody({ type: AvatarForm })
  @ApiOkResponse({ type: SuccessMessage })
  @ApiErrors(errorsOf(UserError, UserErrorCode.FILE_REQUIRED, UserErrorCode.IMAGE_TOO_LARGE), errorsOf(StorageError, StorageErrorCode.INVALID_IMAGE))
  @Post('upload/avatar')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(AvatarSizeMessage, FileInterceptor('avatar', { limits: { fileSize: AVATAR_RULES.maxBytes, files: 1, fields: 5 } }))
  async uploadAvatar(@CurrentUser() user: SessionUser, @UploadedFile() file?: Express.Multer.File) {
    await this.profiles.setAvatar(user.id, file?.buffer);
    return { status: 'success', message: 'Avatar has been upload successfully' };
  }

  @ApiOkResponse({ type: SuccessMessage })
  @Get('upload/delete-avatar')
  @StateChanging()
  async deleteAvatar(@CurrentUser() user: SessionUser) {
    await this.profiles.deleteAvatar(user.id);
    return { status: 'success', message: 'Avatar has been deleted successfully' };
  }

  /** Stored avatars are re-encoded WebP under random names; served so no browser can take them for anything else. */
  @Public()
  @ApiProduces('image/webp')
  @ApiOkResponse({ schema: BINARY, description: 'A stored avatar (public, cached for a year).' })
  @ApiErrors(errorsOf(UserError, UserErrorCode.NOT_FOUND))
  @Get('uploads/avatars/:name')
  async avatar(@Param('name') name: string, @Res() res: Response) {
    // The year-long cache header goes only with the file: a missing one answers a JSON 404 no cache keeps.
    if (!(await this.storage.send(res, 'avatars', name, 'public, max-age=31536000, immutable'))) throw new UserError(UserErrorCode.NOT_FOUND);
  }
}

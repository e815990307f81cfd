import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Req, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentUser, Roles } from '../../common/decorators/access.decorators';
import { DepositError, DepositErrorCode } from './deposits.errors';
import { StorageService } from '../storage/storage.service';
import type { SessionUser } from '../../common/session-user';
import { toDepositRecord } from './deposit.model';
import { DepositsService, SCREENSHOT_RULES } from './deposits.service';
import { DepositReferenceBody, DepositTrackBody, DepositWalletBody, NewDepositBody } from './dto/deposit.inputs';

@ApiTags('deposits')
@Controller()
export class DepositsController {
  constructor(
    private readonly deposits: DepositsService,
    private readonly storage: StorageService,
  ) {}

  @Post('insert/deposit_wallet')
  @HttpCode(200)
  async start(@CurrentUser() user: SessionUser, @Body() body: DepositWalletBody) {
    const row = await this.deposits.start(user.id, body.wallet);
    return { status: 'success', reference_id: row.reference_id };
  }

  @Get('fetch/deposit_reference')
  async reference(@CurrentUser() user: SessionUser, @Query('reference_id') referenceId: string) {
    return { status: 'success', data: toDepositRecord(await this.deposits.getOwn(user.id, String(referenceId ?? ''))) };
  }

  @Get('fetch/wallets')
  async wallets() {
    const rows = await this.deposits.activeWallets();
    return {
      status: 'success',
      data: rows.map((w) => ({ id: w.id, wallet_name: w.wallet_name, wallet_address: w.wallet_address, network: w.network, address_kind: w.address_kind })),
    };
  }

  @Post('update/deposit_track')
  @HttpCode(200)
  async track(@CurrentUser() user: SessionUser, @Body() body: DepositTrackBody) {
    await this.deposits.track(user.id, body.reference_id, body.amount, body.wallet_address, body.wallet_id);
    return { status: 'success', message: 'Deposit details saved' };
  }

  @Post('delete/delete-transaction')
  @HttpCode(200)
  async cancel(@CurrentUser() user: SessionUser, @Body() body: DepositReferenceBody) {
    await this.deposits.cancel(user.id, body.reference_id);
    return { status: 'success', message: 'Deposit cancelled' };
  }

  @Get('fetch/check_deposit_eligibility')
  async eligibility(@CurrentUser() user: SessionUser, @Query('reference_id') referenceId: string) {
    const result = await this.deposits.eligibility(user.id, String(referenceId ?? ''));
    return { status: 'success', redirect: result.redirect, message: result.message, data: toDepositRecord(result.row) };
  }

  @Post('insert/new_deposit')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(FileInterceptor('screenshot_file', { limits: { fileSize: SCREENSHOT_RULES.maxBytes, files: 1, fields: 10 } }))
  async submit(
    @CurrentUser() user: SessionUser,
    @Req() req: Request,
    @Body() body: NewDepositBody,
    @Headers('idempotency-key') idempotencyKey?: string,
    @UploadedFile() file?: Express.Multer.File,
  ) {
    await this.deposits.submit(user.id, body.reference_id, body.tnx_id ?? body.txn_id, file?.buffer, { ip: req.ip ?? null }, idempotencyKey);
    return { status: 'success', message: 'Deposit Submitted! Awaiting verification' };
  }

  /** Payment screenshots are for admins' eyes only. */
  @Roles('admin')
  @Get('uploads/screenshots/:name')
  screenshot(@Param('name') name: string, @Res() res: Response) {
    const path = this.storage.pathOf('screenshots', name);
    if (!path) throw new DepositError(DepositErrorCode.SCREENSHOT_NOT_FOUND);
    res.setHeader('Content-Type', 'image/webp');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.setHeader('Cache-Control', 'private, no-store');
    res.sendFile(path, (error) => {
      if (error && !res.headersSent) res.status(404).json({ status: 'error', message: 'Not found.' });
    });
  }
}

import { Controller, Get, Logger, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Writable } from 'node:stream';
import { CurrentUser } from '../../common/decorators/access.decorators';
import type { SessionUser } from '../../common/session-user';
import { writeStatementCsv } from './statement-csv';
import { writeStatementPdf } from './statement-pdf';
import type { StatementRange } from './statement-range';
import { StatementContext, StatementEvent, StatementsService } from './statements.service';
import { ApiErrors, errorsOf } from '../../common/openapi/api-errors';
import { BINARY } from '../../common/openapi/responses';
import { StatementError, StatementErrorCode } from './statements.errors';

type Writer = (events: AsyncIterable<StatementEvent>, context: StatementContext, out: Writable) => Promise<void>;

/** Downloads: the period is checked first (a 400 JSON answer), then the file streams as it is read. */
@ApiTags('statements')
@Controller()
export class StatementsController {
  private readonly logger = new Logger('Statements');

  constructor(private readonly statements: StatementsService) {}

  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: BINARY, description: 'The account statement for the period, as CSV (a download).' })
  @ApiQuery({ name: 'from', required: true, description: 'First day, YYYY-MM-DD.', example: '2026-01-01' })
  @ApiQuery({ name: 'to', required: true, description: 'Last day, YYYY-MM-DD, not in the future.', example: '2026-01-31' })
  @ApiErrors(
    errorsOf(
      StatementError,
      StatementErrorCode.DATE_REQUIRED,
      StatementErrorCode.DATE_INVALID,
      StatementErrorCode.RANGE_REVERSED,
      StatementErrorCode.RANGE_TOO_LONG,
      StatementErrorCode.DATE_IN_FUTURE,
    ),
  )
  @ApiOperation({ summary: 'Download your account statement for a period as CSV.' })
  @Get('statement.csv')
  csv(@CurrentUser() user: SessionUser, @Res() res: Response, @Query('from') from?: string, @Query('to') to?: string) {
    return this.download(user, res, this.statements.range(from, to), 'csv', 'text/csv; charset=utf-8', writeStatementCsv);
  }

  @ApiProduces('application/pdf')
  @ApiOkResponse({ schema: BINARY, description: 'The account statement for the period, as PDF (a download).' })
  @ApiQuery({ name: 'from', required: true, description: 'First day, YYYY-MM-DD.', example: '2026-01-01' })
  @ApiQuery({ name: 'to', required: true, description: 'Last day, YYYY-MM-DD, not in the future.', example: '2026-01-31' })
  @ApiErrors(
    errorsOf(
      StatementError,
      StatementErrorCode.DATE_REQUIRED,
      StatementErrorCode.DATE_INVALID,
      StatementErrorCode.RANGE_REVERSED,
      StatementErrorCode.RANGE_TOO_LONG,
      StatementErrorCode.DATE_IN_FUTURE,
    ),
  )
  @ApiOperation({ summary: 'Download your account statement for a period as PDF.' })
  @Get('statement.pdf')
  pdf(@CurrentUser() user: SessionUser, @Res() res: Response, @Query('from') from?: string, @Query('to') to?: string) {
    return this.download(user, res, this.statements.range(from, to), 'pdf', 'application/pdf', writeStatementPdf);
  }

  private async download(user: SessionUser, res: Response, range: StatementRange, extension: string, type: string, write: Writer) {
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Disposition', `attachment; filename="statement-${range.from}-to-${range.to}.${extension}"`);
    res.setHeader('Cache-Control', 'no-store');
    try {
      await this.statements.read({ id: user.id, email: user.email, fullName: user.fullname }, range, (events, context) => write(events, context, res));
    } catch (error) {
      // Once bytes have gone out the status cannot change: cut the download so it is not taken as whole.
      if (!res.headersSent) throw error;
      this.logger.warn(`statement ${extension} for ${user.id} stopped: ${(error as Error).message}`);
      res.destroy();
    }
  }
}

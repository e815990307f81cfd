import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Public } from '../../common/decorators/access.decorators';
import { ApiErrors, errorsOf } from '../../common/openapi/api-errors';
import type { SessionUser } from '../../common/session-user';
import { LiabilitiesErrorCode as C, LiabilitiesError } from './liabilities.errors';
import {
  LiabilitiesHistoryRecord,
  LiabilitiesProofRecord,
  LiabilitiesSnapshotRecord,
  LiabilitiesTreeNodeRecord,
  LiabilitiesTreeRecord,
  toProofRecord,
  toSnapshotRecord,
} from './liabilities.model';
import { checkSnapshotNumber, LiabilitiesService } from './liabilities.service';
import { LiabilitiesReservesRecord, toReservesRecord } from './reserves.model';
import { ReservesService } from './reserves.service';

const SNAPSHOT_PARAM = { name: 's', description: 'The snapshot number (1, 2, 3, ...).', schema: { type: 'integer', minimum: 1 } } as const;

/** Proof of liabilities (issue 30): the published snapshots and trees (public) and each user's proof (signed in). JSON is the object itself. */
@ApiTags('liabilities')
@ApiExtraModels(LiabilitiesTreeNodeRecord)
@Controller('liabilities')
export class LiabilitiesController {
  constructor(
    private readonly liabilities: LiabilitiesService,
    private readonly reserves: ReservesService,
  ) {}

  @Public()
  @ApiOkResponse({ type: LiabilitiesHistoryRecord, description: 'The latest 100 snapshots, newest first.' })
  @ApiOperation({ summary: 'List the latest proof-of-liabilities snapshots.' })
  @Get()
  async history(): Promise<LiabilitiesHistoryRecord> {
    return { snapshots: (await this.liabilities.history(100)).map(toSnapshotRecord) };
  }

  @Public()
  @ApiOkResponse({ type: LiabilitiesSnapshotRecord })
  @ApiErrors(errorsOf(LiabilitiesError, C.LIABILITIES_NO_SNAPSHOT))
  @ApiOperation({ summary: 'Get the latest proof-of-liabilities snapshot.' })
  @Get('latest')
  async latest(): Promise<LiabilitiesSnapshotRecord> {
    return toSnapshotRecord(await this.liabilities.latest());
  }

  @Public()
  @ApiOkResponse({
    type: LiabilitiesReservesRecord,
    description: 'Reserves per asset with balances and their times, USD value at the current rate, and the ratio to the latest total liabilities.',
  })
  @ApiOperation({ summary: "Get the platform's declared reserves beside its liabilities." })
  @Get('reserves')
  async reserveList(): Promise<LiabilitiesReservesRecord> {
    return toReservesRecord(await this.reserves.publicReserves());
  }

  @ApiOkResponse({ type: LiabilitiesProofRecord, description: "The signed-in user's proof in the latest snapshot, with their secret nonce." })
  @ApiErrors(errorsOf(LiabilitiesError, C.LIABILITIES_NO_SNAPSHOT, C.LIABILITIES_NOT_INCLUDED))
  @ApiOperation({ summary: 'Get your inclusion proof in the latest snapshot.' })
  @Get('latest/proof')
  async proof(@CurrentUser() user: SessionUser, @Res({ passthrough: true }) res: Response): Promise<LiabilitiesProofRecord> {
    res.setHeader('Cache-Control', 'no-store');
    return toProofRecord(await this.liabilities.proofOf(user.id));
  }

  @Public()
  @ApiParam(SNAPSHOT_PARAM)
  @ApiOkResponse({ type: LiabilitiesSnapshotRecord })
  @ApiErrors(errorsOf(LiabilitiesError, C.LIABILITIES_INVALID_SNAPSHOT, C.LIABILITIES_SNAPSHOT_NOT_FOUND))
  @ApiOperation({ summary: 'Get one proof-of-liabilities snapshot.' })
  @Get(':s')
  async snapshot(@Param('s') s: string): Promise<LiabilitiesSnapshotRecord> {
    return toSnapshotRecord(await this.liabilities.get(checkSnapshotNumber(s)));
  }

  /** Streamed: a snapshot of 100,000 users is tens of megabytes of JSON. */
  @Public()
  @ApiParam(SNAPSHOT_PARAM)
  @ApiOkResponse({ type: LiabilitiesTreeRecord, description: 'Every node of every level, leaves first (streamed; a snapshot never changes).' })
  @ApiErrors(errorsOf(LiabilitiesError, C.LIABILITIES_INVALID_SNAPSHOT, C.LIABILITIES_SNAPSHOT_NOT_FOUND))
  @ApiOperation({ summary: "Download a snapshot's whole hash tree." })
  @Get(':s/tree')
  async tree(@Param('s') s: string, @Res() res: Response): Promise<void> {
    const chunks = this.liabilities.treeJson(checkSnapshotNumber(s));
    // The first piece comes after the snapshot is found: a missing one still answers the JSON 404.
    const first = await chunks.next();
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'public, max-age=86400, immutable');
    res.setHeader('Content-Disposition', `attachment; filename="liabilities-${s}-tree.json"`);
    // One drain listener for the whole answer: compression hands 'drain' listeners to its gzip
    // stream, where a removeListener on the response never reaches them (one per wait would pile up).
    let wake: (() => void) | undefined;
    const resume = () => {
      wake?.();
      wake = undefined;
    };
    res.on('drain', resume);
    res.once('close', resume);
    try {
      for (let piece = first; !piece.done; piece = await chunks.next()) {
        if (!res.write(piece.value)) await new Promise<void>((resolve) => (wake = resolve));
        if (res.destroyed) return;
      }
      res.end();
    } catch (error) {
      // Headers are gone: a half-sent tree is cut off, never finished as if whole.
      res.destroy(error as Error);
    }
  }
}

import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock';
import { APP_CONFIG, AppConfig, DIRECT_DATABASE_URL } from '../../config/env';
import { sqlExec, sqlRows } from '../../database/sql';
import { PgListener } from '../../database/pg-listener';

const CLOCK_CHANNEL = 'clock_changed';

/**
 * Outside production, a clock moved on one instance moves on all: the offset is stored in
 * app_clock, announced with NOTIFY, and read by every instance at start. Production never reads
 * it (setClock is refused there), so a stray row cannot shift real time.
 */
@Injectable()
export class ClockSync implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ClockSync.name);
  private listener?: PgListener;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DIRECT_DATABASE_URL) private readonly databaseUrl: string,
    @InjectDataSource() private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  async onModuleInit() {
    if (this.config.isProduction) return;
    // Reconnects by itself when the database comes back, then reads the offset it may have missed.
    this.listener = new PgListener({
      connectionString: this.databaseUrl,
      channels: [CLOCK_CHANNEL],
      name: 'The clock listener',
      logger: this.logger,
      onNotification: (message) => {
        if (message.channel === CLOCK_CHANNEL && message.payload) this.clock.setOffset(Number(message.payload));
      },
      onReconnect: () => this.readOffset(),
    });
    await this.listener.start();
    await this.readOffset();
  }

  private async readOffset() {
    const rows = await sqlRows<{ offset: string }>(this.db, `SELECT offset_ms::text AS offset FROM app_clock`);
    if (rows.length) this.clock.setOffset(Number(rows[0].offset));
  }

  async onApplicationShutdown() {
    await this.listener?.stop();
  }

  /** Moves every instance's clock so that now is `now`; returns this instance's new time. */
  async set(now: Date, actorId: string): Promise<Date> {
    const offsetMs = now.getTime() - Date.now();
    await this.db.transaction(async (manager) => {
      await sqlExec(
        manager,
        `INSERT INTO app_clock (id, offset_ms, set_at, set_by) VALUES (true, $1, now(), $2)
         ON CONFLICT (id) DO UPDATE SET offset_ms = EXCLUDED.offset_ms, set_at = now(), set_by = EXCLUDED.set_by`,
        [offsetMs, actorId],
      );
      await sqlExec(manager, `SELECT pg_notify($1, $2)`, [CLOCK_CHANNEL, String(offsetMs)]);
    });
    this.clock.setOffset(offsetMs);
    return this.clock.now();
  }
}

import type { BeforeApplicationShutdown, LoggerService, OnApplicationBootstrap } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { withRequestId } from '../common/request-context';
import { outageLog } from './outage-log';

/**
 * The relay of an outbox table whose rows a statement marks `job_pending` when it cannot queue
 * their pg-boss jobs itself (one statement that commits on its own, such as a withdrawal request):
 * `drainOnce` queues a batch's jobs through pg-boss's API and clears the mark in one transaction,
 * answering how many rows it took (FOR UPDATE SKIP LOCKED: instances relay side by side, each row
 * once). The writer's instance `kick`s it right after its statement (drained `delayMs` later,
 * so a burst of requests shares one drain); every `sweepMs` each instance also drains whatever
 * is left (a writer that died before its drain, a drain that failed while the database was away).
 */
export class OutboxRelay {
  private timer?: NodeJS.Timeout;
  private sweeper?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;

  constructor(
    private readonly drainOnce: () => Promise<number>,
    private readonly onError: (error: Error) => void,
    private readonly options: { delayMs: number; sweepMs: number; batch: number },
  ) {}

  start(): void {
    this.sweeper = setInterval(() => this.kick(0), this.options.sweepMs);
    this.sweeper.unref();
    this.kick(0);
  }

  /** A drain soon (after `delayMs`), or one more after the drain under way. */
  kick(delayMs = this.options.delayMs): void {
    if (!this.sweeper) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) return;
    // A kick comes from a request: the drain (of every request's rows) runs as part of none.
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void withRequestId(null, () => this.drain());
    }, delayMs);
    this.timer.unref();
  }

  /** Drains until no marked row is left (tests: the jobs of what was written so far exist). */
  async drain(): Promise<void> {
    while (this.running) await this.running;
    const run = (async () => {
      try {
        do this.again = false;
        while ((await this.drainOnce()) >= this.options.batch || this.again);
      } catch (error) {
        this.onError(error as Error);
      }
    })();
    this.running = run;
    await run;
    if (this.running === run) this.running = undefined;
    // A kick that came after the last batch was read.
    if (this.again) this.kick();
  }

  /** Before the database connections close: no timer fires again; a drain under way finishes. */
  async stop(): Promise<void> {
    clearInterval(this.sweeper);
    clearTimeout(this.timer);
    this.sweeper = undefined;
    this.timer = undefined;
    await this.running;
  }
}

/** How many marked rows one drain takes, and the delays every relay of this app uses. */
export const RELAY_BATCH = 500;
const RELAY_TIMING = { delayMs: 50, sweepMs: 5000, batch: RELAY_BATCH };

/**
 * An owner's relay as a Nest provider: it starts with the app, stops before the pools close, and
 * says only how one batch is taken (`relayBatch`: mark cleared and jobs queued on `manager`,
 * answering how many rows it took). Mail's outbox and webhooks' deliveries each have one.
 */
export abstract class OutboxRelayService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly relay: OutboxRelay;

  protected constructor(db: DataSource, logger: LoggerService, what: string) {
    this.relay = new OutboxRelay(() => db.transaction((manager) => this.relayBatch(manager)), outageLog(logger, what), RELAY_TIMING);
  }

  protected abstract relayBatch(manager: EntityManager): Promise<number>;

  onApplicationBootstrap() {
    this.relay.start();
  }

  /** After a statement that marked rows committed: their jobs soon. */
  kick(): void {
    this.relay.kick();
  }

  /** Every marked row's job, now (tests, and the sweep). */
  drain(): Promise<void> {
    return this.relay.drain();
  }

  async beforeApplicationShutdown() {
    await this.relay.stop();
  }
}

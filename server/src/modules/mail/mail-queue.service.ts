import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import PgBoss from 'pg-boss';
import { APP_CONFIG, AppConfig, DATABASE_URL } from '../../config/env';
import { outageLog } from '../../database/outage-log';
import { Db, sqlExec, sqlRows } from '../../database/sql';
import { MailError, MailErrorCode } from './mail.errors';
import { MailService } from './mail.service';

export const MAIL_QUEUE = 'mail';

/** Where the queue writes its jobs: the caller's transaction (EntityManager). */
export type Queryable = Db;

/** The index just past the parenthesis that closes the one at `open` (quotes skipped), or -1. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === "'" || c === '"') {
      const end = text.indexOf(c, i + 1);
      if (end < 0) return -1;
      i = end;
    } else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i + 1;
  }
  return -1;
}

/**
 * A `WITH a AS (...), b AS (...) <statement>` split into its CTE list (`a AS (...), b AS (...)`)
 * and its statement; null for any other shape.
 */
export function splitWith(text: string): { ctes: string; main: string } | null {
  const query = text.trim();
  if (!/^WITH\s/i.test(query)) return null;
  let at = 4;
  for (;;) {
    const head = /^\s*[a-z_][a-z0-9_]*\s+as\s*\(/i.exec(query.slice(at));
    if (!head) return null;
    const end = closing(query, at + head[0].length - 1);
    if (end < 0) return null;
    const rest = /^\s*(,?)/.exec(query.slice(end))!;
    if (!rest[1]) {
      const main = query.slice(end).trim();
      return main ? { ctes: query.slice(4, end).trim(), main } : null;
    }
    at = end + rest[0].length;
  }
}

interface MailJob {
  outboxId: string;
}

/**
 * Delivers queued outbox rows with pg-boss (jobs in Postgres). A job is inserted on the caller's
 * own transaction (pg-boss's `db` option), next to the outbox row, so a movement that rolls back
 * leaves neither and one that commits always has both; the worker then sends after the commit.
 * A failed attempt throws the job back to pg-boss, which retries it MAIL_RETRY_LIMIT times with
 * exponential backoff from MAIL_RETRY_DELAY_SECONDS; the outbox row counts the attempts.
 */
@Injectable()
export class MailQueue implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(MailQueue.name);
  private boss?: PgBoss;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE_URL) private readonly databaseUrl: string,
    private readonly mail: MailService,
  ) {}

  /** Before any module's bootstrap (the demo seed moves money): the queue's tables must exist. */
  async onModuleInit() {
    const boss = new PgBoss({ connectionString: this.databaseUrl, schema: 'pgboss', max: 2, schedule: false });
    // Polls on; a lost connection (the database restarting) is reported once per 30 s, not per poll.
    boss.on('error', outageLog(this.logger, 'pg-boss'));
    await boss.start();
    if (!(await boss.getQueue(MAIL_QUEUE))) {
      await boss.createQueue(MAIL_QUEUE, { name: MAIL_QUEUE, policy: 'standard' }).catch(() => undefined);
    }
    this.boss = boss;
  }

  async onApplicationBootstrap() {
    await this.boss!.work<MailJob>(MAIL_QUEUE, { pollingIntervalSeconds: 1, batchSize: 10, includeMetadata: true }, (jobs) => this.handle(jobs));
  }

  private async handle(jobs: PgBoss.JobWithMetadata<MailJob>[]) {
    // Without SMTP nothing can fail: the whole batch is stored in one statement.
    if (!this.mail.sends) return this.mail.storeMany(jobs.map((job) => job.data.outboxId));
    for (const job of jobs) {
      const { error } = await this.mail.deliver(job.data.outboxId, job.retryCount >= job.retryLimit);
      // pg-boss completes the whole batch when this returns; a job failed here stays failed
      // (its retry is scheduled with the backoff), as completion only touches active jobs.
      if (error) await this.boss!.fail(MAIL_QUEUE, job.id, { message: error.message });
    }
  }

  private jobOptions() {
    return {
      retryLimit: this.config.mailRetryLimit,
      retryDelay: this.config.mailRetryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: 300,
    };
  }

  /**
   * Queues delivery of outbox rows inside the caller's transaction in the same statement as
   * `rows`, the statement that writes them (statementWithJobs: one round trip for both); if
   * pg-boss's statement ever stops being the WITH ... INSERT that expects, the two run one after
   * the other.
   */
  async enqueueWith(manager: Queryable, outboxIds: string[], rows: (p: (n: number) => string) => { sql: string; values: unknown[] }): Promise<void> {
    const joined = await this.statementWithJobs(outboxIds, rows);
    if (joined) {
      await sqlExec(manager, joined.sql, joined.values);
      return;
    }
    const alone = rows((n) => `$${n}`);
    await sqlExec(manager, alone.sql, alone.values);
    await this.enqueueJobs(manager, outboxIds);
  }

  /**
   * `statement` (its parameters numbered by `p(1)`, `p(2)`...; a SELECT, or a write with
   * RETURNING: the joined statement answers its rows), which writes the outbox rows `outboxIds` itself, and pg-boss's insert of their jobs as one statement answering the rows of
   * `statement`: pg-boss's CTEs and its INSERT join as data-modifying CTEs behind it (Postgres runs
   * each to completion; any error fails all). Null when pg-boss's insert is not the WITH ...
   * INSERT this expects: the caller then runs `statement` and enqueueJobs in one transaction.
   */
  async statementWithJobs(
    outboxIds: string[],
    statement: (p: (n: number) => string) => { sql: string; values: unknown[] },
  ): Promise<{ sql: string; values: unknown[] } | null> {
    if (!this.boss) throw new MailError(MailErrorCode.QUEUE_NOT_STARTED);
    let captured: { text: string; values: unknown[] } | undefined;
    const executeSql = (text: string, values: unknown[]) => {
      captured = { text, values };
      return Promise.resolve({ rows: [] as Record<string, unknown>[] });
    };
    await this.boss.insert(this.jobsOf(outboxIds), { db: { executeSql } });
    if (!captured) return null;
    const mine = statement((n) => `$${captured!.values.length + n}`);
    // Both texts are the same for every call of one caller (its statement is a constant of the
    // code): each caller's joined text is made once, and is the same string each time (so a
    // prepared statement's name is found by it cheaply).
    let joined = this.joined.get(mine.sql);
    if (joined?.boss !== captured.text) {
      const parts = splitWith(captured.text);
      joined = {
        boss: captured.text,
        sql: parts && `WITH statement_rows AS (${mine.sql}), ${parts.ctes}, mail_jobs AS (${parts.main}) SELECT * FROM statement_rows`,
      };
      this.joined.set(mine.sql, joined);
    }
    return joined.sql === null ? null : { sql: joined.sql, values: [...captured.values, ...mine.values] };
  }

  /** statementWithJobs' joined texts by the caller's statement, with pg-boss's text they were joined with. */
  private readonly joined = new Map<string, { boss: string; sql: string | null }>();

  /** The jobs of outbox rows written earlier in the caller's transaction, on their own. */
  async enqueueJobs(manager: Queryable, outboxIds: string[]): Promise<void> {
    if (!this.boss) throw new MailError(MailErrorCode.QUEUE_NOT_STARTED);
    const executeSql = async (text: string, values: unknown[]) => ({ rows: await sqlRows<Record<string, unknown>>(manager, text, values) });
    await this.boss.insert(this.jobsOf(outboxIds), { db: { executeSql } });
  }

  private jobsOf(outboxIds: string[]) {
    const options = this.jobOptions();
    return outboxIds.map((id) => ({ id, name: MAIL_QUEUE, data: { outboxId: id }, ...options }));
  }

  /** Before the database connections close, so a delivery under way can record its outcome. */
  async beforeApplicationShutdown() {
    await this.boss?.stop({ graceful: true, wait: true, timeout: 5000 }).catch(() => undefined);
  }
}

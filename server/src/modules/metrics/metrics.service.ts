import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Pool } from 'pg';
import type PgBoss from 'pg-boss';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DataSource } from 'typeorm';

/** Seconds: from a fast check-auth to a slow statement PDF. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** What a module gets for one pg-boss queue: the depth is read at each scrape; failures are counted by the worker. */
export interface QueueMetrics {
  /** Counts a job this worker failed (its handler threw, or it called boss.fail). */
  failed(count?: number): void;
  /** Wraps a work handler: a throw counts a failure and is thrown on to pg-boss. */
  track<A extends unknown[], R>(handler: (...args: A) => Promise<R>): (...args: A) => Promise<R>;
}

/**
 * One Prometheus registry per app (two instances in one test process stay apart). Each module
 * registers its own metrics here (`counter`, `histogram`, `gauge`, `queue`); this module adds the
 * process's (event-loop lag, memory, CPU) and the pg pool's usage. `GET /metrics` renders it.
 */
@Injectable()
export class MetricsService implements OnApplicationShutdown {
  readonly registry = new Registry();
  private readonly queueFailures: Counter<'queue'>;
  private readonly queueDepth: Gauge<'queue'>;
  private readonly queues = new Map<string, PgBoss>();

  constructor(@InjectDataSource() db: DataSource) {
    // nodejs_eventloop_lag_seconds (and its percentiles), heap, GC, CPU, open handles.
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 20 });
    const pool = () => (db.driver as unknown as { master?: Pool }).master;
    this.gauge({
      name: 'pg_pool_connections',
      help: "The app's Postgres pool (primary): connections by state (total, idle, waiting clients), and its maximum.",
      labelNames: ['state'],
      collect(gauge) {
        const p = pool();
        if (!p) return;
        gauge.set({ state: 'total' }, p.totalCount);
        gauge.set({ state: 'idle' }, p.idleCount);
        gauge.set({ state: 'waiting' }, p.waitingCount);
        gauge.set({ state: 'max' }, p.options.max ?? 10);
      },
    });
    const queues = this.queues;
    this.queueDepth = this.gauge({
      name: 'pgboss_queue_depth',
      help: 'Jobs waiting in each pg-boss queue (created or waiting for a retry), as pg-boss counts them at the scrape; the same on every instance.',
      labelNames: ['queue'],
      async collect(gauge) {
        await Promise.all(
          [...queues].map(async ([queue, boss]) => {
            const size = await boss.getQueueSize(queue).catch(() => null);
            if (size !== null) gauge.set({ queue }, size);
          }),
        );
      },
    });
    this.queueFailures = this.counter({
      name: 'pgboss_job_failures_total',
      help: "Jobs this instance's workers failed, per pg-boss queue.",
      labelNames: ['queue'],
    });
  }

  counter<L extends string>(config: { name: string; help: string; labelNames?: readonly L[] }): Counter<L> {
    return new Counter({ ...config, registers: [this.registry] });
  }

  histogram<L extends string>(config: { name: string; help: string; labelNames?: readonly L[]; buckets?: number[] }): Histogram<L> {
    return new Histogram({ buckets: DURATION_BUCKETS, ...config, registers: [this.registry] });
  }

  gauge<L extends string>(config: { name: string; help: string; labelNames?: readonly L[]; collect?: (gauge: Gauge<L>) => void | Promise<void> }): Gauge<L> {
    const { collect, ...rest } = config;
    return new Gauge<L>({
      ...rest,
      registers: [this.registry],
      collect: collect
        ? async function (this: Gauge<L>) {
            await collect(this);
          }
        : undefined,
    });
  }

  /** Registers a pg-boss queue of the caller's: its depth at each scrape, and a failure counter its worker feeds. */
  queue(name: string, boss: PgBoss): QueueMetrics {
    this.queues.set(name, boss);
    this.queueFailures.inc({ queue: name }, 0);
    const failed = (count = 1) => this.queueFailures.inc({ queue: name }, count);
    return {
      failed,
      track:
        (handler) =>
        async (...args) => {
          try {
            return await handler(...args);
          } catch (error) {
            failed();
            throw error;
          }
        },
    };
  }

  /** The text Prometheus scrapes. */
  render(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  onApplicationShutdown(): void {
    this.queues.clear();
    this.registry.clear();
  }
}

import { Client, Notification } from 'pg';

export interface ListenerLogger {
  log(message: string): void;
  warn(message: string): void;
}

/**
 * A LISTEN connection that survives the database going away: when its connection drops (server
 * restart, failover, network) it reconnects with backoff (0.5 s doubling up to 5 s, with jitter, so
 * it is back within seconds of the server)
 * and listens again, then calls `onReconnect` (notifications sent while it was away are lost, so
 * the owner refreshes what they would have told it). One line when lost, one when back.
 */
export class PgListener {
  private client?: Client;
  private stopped = false;
  private timer?: NodeJS.Timeout;
  private attempt = 0;
  private lostAt?: number;

  constructor(
    private readonly options: {
      connectionString: string;
      channels: string[];
      name: string;
      logger: ListenerLogger;
      onNotification: (message: Notification) => void;
      onReconnect?: () => void | Promise<void>;
    },
  ) {}

  /** Connects and listens; a failure here is thrown (the app does not start without its database). */
  async start(): Promise<void> {
    this.client = await this.connect();
  }

  private async connect(): Promise<Client> {
    const client = new Client({ connectionString: this.options.connectionString, keepAlive: true });
    client.on('error', (error) => this.lost(client, error.message));
    client.on('end', () => this.lost(client, 'connection ended'));
    client.on('notification', (message) => this.options.onNotification(message));
    try {
      await client.connect();
      for (const channel of this.options.channels) await client.query(`LISTEN ${channel}`);
    } catch (error) {
      client.removeAllListeners('end');
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
      throw error;
    }
    return client;
  }

  private lost(client: Client, why: string) {
    if (this.stopped || client !== this.client) return;
    this.client = undefined;
    client.removeAllListeners('end');
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    this.lostAt = Date.now();
    this.options.logger.warn(`${this.options.name} lost its database connection (${why}); reconnecting`);
    this.schedule();
  }

  private schedule() {
    if (this.stopped) return;
    const base = Math.min(500 * 2 ** this.attempt, 5_000);
    this.attempt += 1;
    this.timer = setTimeout(() => void this.reconnect(), base / 2 + Math.random() * (base / 2));
    this.timer.unref();
  }

  private async reconnect() {
    if (this.stopped) return;
    let client: Client;
    try {
      client = await this.connect();
    } catch {
      return this.schedule();
    }
    if (this.stopped) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.attempt = 0;
    this.options.logger.log(`${this.options.name} reconnected after ${Date.now() - (this.lostAt ?? Date.now())} ms`);
    await Promise.resolve(this.options.onReconnect?.()).catch((error: Error) =>
      this.options.logger.warn(`${this.options.name}: refresh after reconnect failed: ${error.message}`),
    );
  }

  /** Whether the listener is connected now. */
  get connected(): boolean {
    return !!this.client;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    const client = this.client;
    this.client = undefined;
    if (client) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
    }
  }
}

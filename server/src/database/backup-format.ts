import { createHash, Hash } from 'node:crypto';
import { createReadStream, createWriteStream, statSync, WriteStream } from 'node:fs';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { createGunzip, createGzip, Gzip } from 'node:zlib';

/**
 * The file `npm run db:backup` writes and `npm run db:restore` reads: one gzip stream holding
 *
 *   MAGIC, then frames of [type: 1 byte][length: uint32 BE][payload]:
 *   H  header (JSON, BackupHeader): format version, server version, migrations, tables, sequences
 *   T  a table's data starts (JSON { table })
 *   D  a chunk of that table's rows in COPY text format (at most CHUNK bytes)
 *   E  the table ends (JSON TableSummary: rows, bytes and sha256 of its COPY text)
 *   Z  the end (JSON { tables, sha256 }: the count of tables and the sha256 of every byte before Z)
 *
 * Tables come in the header's order. A file is whole only when every table's summary matches its
 * data, Z's hash matches, and nothing follows Z; a truncated gzip stream fails in zlib first.
 */
export const BACKUP_MAGIC = Buffer.from('INVEST-DB-BACKUP\n', 'latin1');
export const BACKUP_FORMAT = 1;
const CHUNK = 1 << 20;

/** A backup/restore failure whose message is one line. */
export class BackupError extends Error {}

export interface BackupHeader {
  format: number;
  createdAt: string;
  /** `SHOW server_version` of the server backed up. */
  serverVersion: string;
  schema: string;
  /** The migrations table's rows in id order (name is what the code knows them by). */
  migrations: Array<{ timestamp: string; name: string }>;
  tables: Array<{ name: string; columns: string[] }>;
  sequences: Array<{ name: string; lastValue: string; isCalled: boolean }>;
}

export interface TableSummary {
  table: string;
  rows: number;
  bytes: number;
  sha256: string;
}

export interface BackupTrailer {
  tables: number;
  sha256: string;
}

/** Counts rows of COPY text: every row ends with a newline and newlines inside values are escaped. */
function newlines(chunk: Buffer): number {
  let n = 0;
  for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) n++;
  return n;
}

/** Writes a backup file frame by frame (gzip, with backpressure). */
export class BackupWriter {
  private readonly gzip: Gzip = createGzip({ level: 6 });
  private readonly out: WriteStream;
  private readonly whole = createHash('sha256');
  private table?: { name: string; hash: Hash; rows: number; bytes: number; pending: Buffer[]; pendingBytes: number };
  private tables = 0;

  constructor(file: string) {
    this.out = createWriteStream(file, { mode: 0o600 });
    this.gzip.pipe(this.out);
  }

  static async open(file: string, header: BackupHeader): Promise<BackupWriter> {
    const writer = new BackupWriter(file);
    await writer.raw(BACKUP_MAGIC);
    await writer.frame('H', Buffer.from(JSON.stringify(header)));
    return writer;
  }

  private async raw(bytes: Buffer) {
    this.whole.update(bytes);
    if (!this.gzip.write(bytes)) await once(this.gzip, 'drain');
  }

  private async frame(type: string, payload: Buffer) {
    const head = Buffer.alloc(5);
    head.write(type, 0, 'latin1');
    head.writeUInt32BE(payload.length, 1);
    await this.raw(head);
    await this.raw(payload);
  }

  async startTable(name: string) {
    this.table = { name, hash: createHash('sha256'), rows: 0, bytes: 0, pending: [], pendingBytes: 0 };
    await this.frame('T', Buffer.from(JSON.stringify({ table: name })));
  }

  /** Appends COPY text of the current table (buffered into chunks of up to 1 MiB). */
  async data(chunk: Buffer) {
    const t = this.table!;
    t.hash.update(chunk);
    t.rows += newlines(chunk);
    t.bytes += chunk.length;
    t.pending.push(chunk);
    t.pendingBytes += chunk.length;
    if (t.pendingBytes >= CHUNK) await this.flush();
  }

  private async flush() {
    const t = this.table!;
    const all = Buffer.concat(t.pending);
    t.pending = [];
    t.pendingBytes = 0;
    for (let at = 0; at < all.length; at += CHUNK) await this.frame('D', all.subarray(at, at + CHUNK));
  }

  async endTable(): Promise<TableSummary> {
    await this.flush();
    const t = this.table!;
    const summary = { table: t.name, rows: t.rows, bytes: t.bytes, sha256: t.hash.digest('hex') };
    this.table = undefined;
    this.tables++;
    await this.frame('E', Buffer.from(JSON.stringify(summary)));
    return summary;
  }

  /** Writes the trailer and closes the file; resolves once it is on disk. */
  async finish(): Promise<void> {
    const trailer: BackupTrailer = { tables: this.tables, sha256: this.whole.digest('hex') };
    const payload = Buffer.from(JSON.stringify(trailer));
    const head = Buffer.alloc(5);
    head.write('Z', 0, 'latin1');
    head.writeUInt32BE(payload.length, 1);
    this.gzip.end(Buffer.concat([head, payload]));
    await finished(this.out);
  }

  /** Abandons the file (the caller removes it). */
  destroy() {
    this.gzip.destroy();
    this.out.destroy();
  }
}

export interface ReadHandlers {
  header?(header: BackupHeader): Promise<void> | void;
  tableStart?(table: BackupHeader['tables'][number]): Promise<void> | void;
  data?(chunk: Buffer): Promise<void> | void;
  tableEnd?(summary: TableSummary): Promise<void> | void;
}

export interface BackupContents {
  header: BackupHeader;
  tables: TableSummary[];
  /** Size of the file on disk. */
  bytes: number;
}

const MAX_JSON = 64 << 20;

/**
 * Reads and checks a backup file from start to end, handing its parts to the handlers as it goes;
 * throws a one-line BackupError on anything that is not a whole, unaltered backup of this format.
 */
export async function readBackup(file: string, handlers: ReadHandlers = {}): Promise<BackupContents> {
  const gunzip = createGunzip();
  const source = createReadStream(file);
  source.on('error', (e) => gunzip.destroy(e));
  source.pipe(gunzip);

  const whole = createHash('sha256');
  let buffer = Buffer.alloc(0);
  let ended = false;
  const iterator = gunzip[Symbol.asyncIterator]();
  /** Returns exactly n bytes, or less when the stream ends first. */
  const take = async (n: number): Promise<Buffer> => {
    while (buffer.length < n && !ended) {
      let next: IteratorResult<Buffer>;
      try {
        next = await iterator.next();
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        if (code === 'Z_BUF_ERROR' || /unexpected end/i.test((e as Error).message))
          throw new BackupError(`${file} is truncated (its compressed data ends early)`);
        if (code === 'Z_DATA_ERROR' || code === 'Z_NEED_DICT')
          throw new BackupError(`${file} is not a db:backup file or is corrupted (${(e as Error).message})`);
        throw e;
      }
      if (next.done) ended = true;
      else buffer = buffer.length ? Buffer.concat([buffer, next.value]) : next.value;
    }
    const out = buffer.subarray(0, n);
    buffer = buffer.subarray(out.length);
    return out;
  };
  const truncated = () => new BackupError(`${file} is truncated (it ends before the backup's end marker)`);
  const frame = async (): Promise<{ type: string; payload: Buffer }> => {
    const head = await take(5);
    if (head.length < 5) throw truncated();
    const type = head.toString('latin1', 0, 1);
    const length = head.readUInt32BE(1);
    if (!'HTDEZ'.includes(type) || (type !== 'D' && length > MAX_JSON) || (type === 'D' && length > CHUNK)) {
      throw new BackupError(`${file} is corrupted (an unknown frame "${type.replace(/[^\x20-\x7e]/g, '?')}" of ${length} bytes)`);
    }
    const payload = await take(length);
    if (payload.length < length) throw truncated();
    if (type !== 'Z') whole.update(head).update(payload);
    return { type, payload };
  };
  const json = <T>(payload: Buffer, what: string): T => {
    try {
      return JSON.parse(payload.toString('utf8')) as T;
    } catch {
      throw new BackupError(`${file} is corrupted (its ${what} is not readable)`);
    }
  };
  const expect = async (type: string, what: string) => {
    const f = await frame();
    if (f.type !== type) throw new BackupError(`${file} is corrupted (found "${f.type}" where ${what} belongs)`);
    return f.payload;
  };

  try {
    const magic = await take(BACKUP_MAGIC.length);
    if (!magic.equals(BACKUP_MAGIC)) throw new BackupError(`${file} is not a db:backup file`);
    whole.update(magic);
    const header = json<BackupHeader>(await expect('H', 'the header'), 'header');
    if (header.format !== BACKUP_FORMAT) throw new BackupError(`${file} has backup format ${header.format}; this version reads format ${BACKUP_FORMAT}`);
    if (!Array.isArray(header.tables) || !Array.isArray(header.migrations) || !Array.isArray(header.sequences))
      throw new BackupError(`${file} is corrupted (its header is incomplete)`);
    await handlers.header?.(header);

    const tables: TableSummary[] = [];
    for (const table of header.tables) {
      const start = json<{ table: string }>(await expect('T', `table ${table.name}`), 'table start');
      if (start.table !== table.name) throw new BackupError(`${file} is corrupted (table ${start.table} where ${table.name} belongs)`);
      await handlers.tableStart?.(table);
      const hash = createHash('sha256');
      let rows = 0;
      let bytes = 0;
      for (;;) {
        const f = await frame();
        if (f.type === 'D') {
          hash.update(f.payload);
          rows += newlines(f.payload);
          bytes += f.payload.length;
          await handlers.data?.(f.payload);
          continue;
        }
        if (f.type !== 'E') throw new BackupError(`${file} is corrupted (table ${table.name} does not end)`);
        const summary = json<TableSummary>(f.payload, `end of table ${table.name}`);
        if (summary.table !== table.name || summary.rows !== rows || summary.bytes !== bytes || summary.sha256 !== hash.digest('hex')) {
          throw new BackupError(`${file} is corrupted (table ${table.name} does not match its checksum)`);
        }
        await handlers.tableEnd?.(summary);
        tables.push(summary);
        break;
      }
    }
    const trailer = json<BackupTrailer>(await expect('Z', 'the end marker'), 'end marker');
    if (trailer.tables !== header.tables.length || trailer.sha256 !== whole.digest('hex'))
      throw new BackupError(`${file} is corrupted (it does not match its checksum)`);
    if ((await take(1)).length) throw new BackupError(`${file} is corrupted (data follows the end marker)`);
    return { header, tables, bytes: statSync(file).size };
  } finally {
    source.destroy();
    gunzip.destroy();
  }
}

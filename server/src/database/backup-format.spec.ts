import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BACKUP_FORMAT, BackupHeader, BackupWriter, readBackup } from './backup-format';

describe('backup file format', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'invest-backup-format-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const header = (format = BACKUP_FORMAT): BackupHeader => ({
    format,
    createdAt: '2026-11-24T00:00:00.000Z',
    serverVersion: '18.4',
    schema: 'public',
    migrations: [{ timestamp: '1763880000000', name: 'AccountsFoundation1763880000000' }],
    tables: [
      { name: 'big', columns: ['id', 'note'] },
      { name: 'empty', columns: ['id'] },
    ],
    sequences: [{ name: 'big_id_seq', lastValue: '3', isCalled: true }],
  });

  async function write(file: string, h = header(), rows = 30_000) {
    const writer = await BackupWriter.open(file, h);
    await writer.startTable('big');
    // Over 1 MiB of COPY text, so the table spans several data frames; escaped newlines are not rows.
    for (let i = 0; i < rows; i++) await writer.data(Buffer.from(`${i}\tline ${i}\\nstill row ${i} ${'x'.repeat(20)}\n`));
    const big = await writer.endTable();
    await writer.startTable('empty');
    await writer.endTable();
    await writer.finish();
    return big;
  }

  it('reads back what was written, in chunks, with row counts and checksums', async () => {
    const file = join(dir, 'ok.backup');
    const big = await write(file);
    expect(big.rows).toBe(30_000);
    expect(big.bytes).toBeGreaterThan(1 << 20);
    const chunks: number[] = [];
    const contents = await readBackup(file, { data: (c) => void chunks.push(c.length) });
    expect(contents.header).toEqual(header());
    expect(contents.tables).toEqual([big, expect.objectContaining({ table: 'empty', rows: 0, bytes: 0 })]);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.reduce((a, b) => a + b, 0)).toBe(big.bytes);
  });

  it('refuses another format version, data after the end, and a file that is not gzip', async () => {
    const newer = join(dir, 'newer.backup');
    await write(newer, header(BACKUP_FORMAT + 1), 10);
    await expect(readBackup(newer)).rejects.toThrow(`has backup format ${BACKUP_FORMAT + 1}; this version reads format ${BACKUP_FORMAT}`);

    const extra = join(dir, 'extra.backup');
    await write(extra, header(), 10);
    appendFileSync(extra, gzipSync('more'));
    await expect(readBackup(extra)).rejects.toThrow('data follows the end marker');

    const plain = join(dir, 'plain.backup');
    writeFileSync(plain, 'INVEST-DB-BACKUP\n');
    await expect(readBackup(plain)).rejects.toThrow('is not a db:backup file or is corrupted');
  });
});

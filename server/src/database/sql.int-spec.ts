import { DataSource } from 'typeorm';
import { createTestDatabase, dropTestDatabase } from '../../test/helpers/test-app';
import { sql, sqlExec, sqlOne, sqlRows } from './sql';

interface ItemRow {
  id: number;
  name: string;
  /** numeric comes back as text. */
  amount: string;
}

describe('sql helpers (real Postgres)', () => {
  let database: string;
  let db: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase();
    const url = new URL(process.env.TEST_PG_SERVER_URL!);
    url.pathname = `/${database}`;
    db = await new DataSource({ type: 'postgres', url: url.toString(), entities: [], poolSize: 2 }).initialize();
    await db.query(`CREATE TABLE sql_items (id int PRIMARY KEY, name text NOT NULL, amount numeric(20,2) NOT NULL)`);
  });

  afterAll(async () => {
    await db?.destroy();
    if (database) await dropTestDatabase(database);
  });

  beforeEach(async () => {
    await db.query(`TRUNCATE sql_items`);
    await db.query(`INSERT INTO sql_items VALUES (1, 'one', 1.50), (2, 'two', 2.00), (3, 'three', 3.25)`);
  });

  it('answers the rows of a SELECT on the DataSource, with their count', async () => {
    const result = await sql<ItemRow>(db, `SELECT id, name, amount FROM sql_items WHERE id <= $1 ORDER BY id`, [2]);
    expect(result).toEqual({
      rows: [
        { id: 1, name: 'one', amount: '1.50' },
        { id: 2, name: 'two', amount: '2.00' },
      ],
      rowCount: 2,
    });
    expect(await sqlRows<ItemRow>(db, `SELECT * FROM sql_items WHERE id > 5`)).toEqual([]);
  });

  it('answers the first row, or null', async () => {
    expect(await sqlOne<ItemRow>(db, `SELECT * FROM sql_items WHERE name = $1`, ['three'])).toEqual({ id: 3, name: 'three', amount: '3.25' });
    expect(await sqlOne<ItemRow>(db, `SELECT * FROM sql_items WHERE name = $1`, ['none'])).toBeNull();
  });

  it('answers rows and rowCount of UPDATE ... RETURNING, and the count of a plain UPDATE or DELETE', async () => {
    const updated = await sql<{ id: number; amount: string }>(db, `UPDATE sql_items SET amount = amount + 1 WHERE id >= $1 RETURNING id, amount`, [2]);
    expect(updated.rowCount).toBe(2);
    expect(updated.rows.sort((a, b) => a.id - b.id)).toEqual([
      { id: 2, amount: '3.00' },
      { id: 3, amount: '4.25' },
    ]);
    expect(await sqlExec(db, `UPDATE sql_items SET name = upper(name) WHERE id = $1`, [1])).toBe(1);
    expect(await sqlExec(db, `UPDATE sql_items SET name = 'x' WHERE id = $1`, [99])).toBe(0);
    expect(await sqlExec(db, `DELETE FROM sql_items WHERE id IN (1, 2)`)).toBe(2);
    expect(await sqlRows<{ id: number }>(db, `SELECT id FROM sql_items`)).toEqual([{ id: 3 }]);
  });

  it("runs inside the caller's transaction (EntityManager): sees its own writes, and a rollback undoes them", async () => {
    await expect(
      db.transaction(async (manager) => {
        expect(await sqlExec(manager, `INSERT INTO sql_items VALUES (4, 'four', 4.00)`)).toBe(1);
        const inside = await sqlOne<{ n: number }>(manager, `SELECT count(*)::int AS n FROM sql_items`);
        expect(inside).toEqual({ n: 4 });
        // The pool outside the transaction does not see it yet.
        expect(await sqlOne<{ n: number }>(db, `SELECT count(*)::int AS n FROM sql_items`)).toEqual({ n: 3 });
        const changed = await sql<ItemRow>(manager, `UPDATE sql_items SET amount = 0 WHERE id = 4 RETURNING *`);
        expect(changed).toEqual({ rows: [{ id: 4, name: 'four', amount: '0.00' }], rowCount: 1 });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await sqlOne<ItemRow>(db, `SELECT * FROM sql_items WHERE id = 4`)).toBeNull();
  });

  it('holds the lock of SELECT ... FOR UPDATE for the whole transaction (one connection per manager)', async () => {
    await db.transaction(async (manager) => {
      await sqlOne<ItemRow>(manager, `SELECT * FROM sql_items WHERE id = 1 FOR UPDATE`);
      // Another connection cannot take the same row lock while this transaction holds it.
      const other = await sqlOne<{ locked: boolean }>(db, `SELECT NOT EXISTS (SELECT 1 FROM sql_items WHERE id = 1 FOR UPDATE SKIP LOCKED) AS locked`);
      expect(other).toEqual({ locked: true });
    });
  });
});

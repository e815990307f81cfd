import type { Pool } from 'pg';

/**
 * Ends a pg Pool and waits until every one of its connections has really closed.
 *
 * `pool.end()` resolves once it has asked each client to end, not once the server has seen
 * them go: a shutdown that stops Postgres right after would have the server cut those
 * connections ("terminating connection due to administrator command"), which the pool then
 * reports as errors. `remove` is emitted after a client's connection has ended.
 */
export async function closePool(pool: Pool, timeoutMs = 5_000): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) return resolve();
    pool.on('remove', () => {
      if (--open <= 0) resolve();
    });
  });
  await pool.end();
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([closed, new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs).unref()))]);
  clearTimeout(timer);
}

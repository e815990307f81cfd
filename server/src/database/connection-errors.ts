/**
 * Whether an error means the database connection was lost or could not be made (server down,
 * restarting, in recovery, or the socket dropped), as opposed to a query the server refused.
 * SQLSTATE class 08 (connection exception), 57P01-57P03 (admin/crash shutdown, cannot connect now),
 * socket errors (TCP, and a Unix-domain socket that is gone), and TypeORM's released query runner (its connection died mid-transaction).
 */
export function isConnectionError(error: unknown): boolean {
  for (let e = error as { code?: unknown; message?: unknown; driverError?: unknown; name?: unknown } | undefined, depth = 0; e && depth < 3; depth++) {
    // TypeORM releases a transaction's query runner when its connection dies; the next statement says so.
    if (e.name === 'QueryRunnerAlreadyReleasedError') return true;
    const code = typeof e.code === 'string' ? e.code : '';
    if (/^08|^57P0[123]$/.test(code)) return true;
    if (/^(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|ENOTFOUND|EHOSTUNREACH|EAI_AGAIN)$/.test(code)) return true;
    // A Unix-domain socket a stopped server removed (not any missing file: only a connect's).
    if (code === 'ENOENT' && (e as { syscall?: unknown }).syscall === 'connect') return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (
      /Connection terminated|Client has encountered a connection error|Client was closed|the database system is (starting up|shutting down|in recovery mode)|terminating connection|server closed the connection|timeout exceeded when trying to connect/i.test(
        message,
      )
    )
      return true;
    e = e.driverError as typeof e;
  }
  return false;
}

import { isConnectionError } from './connection-errors';

interface OutageLogger {
  error(message: string): void;
  warn(message: string): void;
}

/**
 * An error handler for background database clients that poll (pg-boss): other errors are logged as
 * they come; lost-connection errors (the database restarting) once, then at most every `everyMs`
 * with how many were left out, while the client keeps retrying on its own.
 */
export function outageLog(logger: OutageLogger, label: string, everyMs = 30_000): (error: Error) => void {
  let lastAt = 0;
  let skipped = 0;
  return (error: Error) => {
    if (!isConnectionError(error)) return logger.error(`${label}: ${error.message}`);
    const now = Date.now();
    if (now - lastAt < everyMs) {
      skipped += 1;
      return;
    }
    logger.warn(`${label}: database unreachable, retrying (${error.message})${skipped ? `; ${skipped} more such errors since the last report` : ''}`);
    lastAt = now;
    skipped = 0;
  };
}

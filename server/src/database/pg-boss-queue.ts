import type PgBoss from 'pg-boss';

/**
 * Makes sure a pg-boss queue exists. Several pg-boss instances start at once on a new database
 * (accrual, rates, mail, webhooks; every app instance), and a queue's creation can lose to
 * another's DDL: its error is only a sign to look again, and it is tried again (up to `attempts`
 * times, 200 ms apart) until the queue is there. Throws the last error when it never appears.
 */
export async function ensureQueue(boss: PgBoss, name: string, options: Omit<PgBoss.Queue, 'name'>, attempts = 10): Promise<void> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (await boss.getQueue(name)) return;
    try {
      await boss.createQueue(name, { ...options, name });
      return;
    } catch (error) {
      // Created meanwhile by another instance, or its DDL collided with another queue's.
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  if (await boss.getQueue(name)) return;
  throw lastError instanceof Error ? lastError : new Error(`pg-boss queue ${name} could not be created`);
}

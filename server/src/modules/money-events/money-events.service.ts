import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { MoneyActor, MoneyEvent, MoneyEventListener, MoneyEventStatement } from './money-event.types';

/**
 * Where money services say what happened, once: `record(manager, event, actor)` inside the
 * movement's own transaction. The modules that own a consequence (audit/, mail/, webhooks/)
 * register a listener when the app starts; each writes its rows on the same transaction, so the
 * movement and all its consequences commit together or not at all (exactly once: no relay table,
 * no second delivery to deduplicate). This module depends on no money service and no listener.
 */
@Injectable()
export class MoneyEvents {
  private readonly listeners: MoneyEventListener[] = [];

  /** Called by each listening module at start-up (onModuleInit), before any request or job records an event. */
  listen(listener: MoneyEventListener): void {
    if (this.listeners.some((l) => l.name === listener.name)) throw new Error(`money event listener ${listener.name} is registered twice`);
    this.listeners.push(listener);
  }

  /** The event's audit row, mail and webhook deliveries, on `manager` (the caller's transaction), one listener after the other. */
  async record(manager: EntityManager, event: MoneyEvent, actor: MoneyActor): Promise<void> {
    if (!manager.queryRunner?.isTransactionActive) throw new Error(`money event ${event.type} recorded outside a transaction`);
    for (const listener of this.listeners) await listener.onMoneyEvent(manager, event, actor);
  }

  /**
   * The event's rows as CTEs (`name AS (...)`) of the caller's one statement, which commits on its
   * own (one round trip: a withdrawal request). Each listener writes the same rows as with record;
   * rows that need a pg-boss job are marked for their owner's relay: call `committed` once the
   * statement committed. The caller's statement must reference none of them (each writes, or is
   * joined in by `touch`, an expression to select so that Postgres runs every part).
   */
  inStatement(event: MoneyEvent, actor: MoneyActor, statement: MoneyEventStatement): { ctes: string[]; touch: string; committed: () => void } {
    const ctes: string[] = [];
    const names: string[] = [];
    this.listeners.forEach((listener, i) => {
      const body = listener.inStatement(event, actor, statement);
      if (body === null) return;
      const name = `money_event_${i}_${listener.name}`;
      ctes.push(`${name} AS (${body})`);
      names.push(name);
    });
    return {
      ctes,
      // Postgres runs a data-modifying CTE whether or not it is read, a SELECT only when read.
      touch: names.length ? names.map((name) => `(SELECT count(*) FROM ${name})`).join(' + ') : '0',
      committed: () => this.listeners.forEach((listener) => listener.statementCommitted?.()),
    };
  }
}

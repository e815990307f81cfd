import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Decimal, toMoney } from '../../common/money';
import { Db, sqlOne, sqlRows } from '../../database/sql';
import { AuditService } from '../audit/audit.service';
import type { CreatePlanInput, UpdatePlanInput } from './dto/plan.inputs';
import { percentText, type PlanRow } from './plan.model';
import { PlanError, PlanErrorCode } from './plans.errors';

/** The admin changing a plan, for the audit log. */
export interface PlanEditor {
  id: string;
  ip: string | null;
}

/** What the audit log keeps of a plan before and after a change: the terms as admins read them. */
const auditView = (row: PlanRow) => ({
  uniqId: row.uniq_id,
  title: row.title,
  dailyInterest: percentText(row.daily_interest),
  termDays: row.term_days,
  min: toMoney(row.min_amount),
  max: toMoney(row.max_amount),
  capitalReturn: row.capital_return,
  active: row.active,
});

const UNIQ_ID = /^[A-Z0-9_]{2,32}$/;

/** The owner of the `plans` table: the catalogue investors choose from and admins edit. */
@Injectable()
export class PlansService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditService,
  ) {}

  listActive(): Promise<PlanRow[]> {
    return sqlRows<PlanRow>(this.db, `SELECT * FROM plans WHERE active ORDER BY min_amount, uniq_id`);
  }

  listAll(): Promise<PlanRow[]> {
    return sqlRows<PlanRow>(this.db, `SELECT * FROM plans ORDER BY min_amount, uniq_id`);
  }

  /** A new plan, audited as `plan.created` in the same transaction. */
  async create(editor: PlanEditor, input: CreatePlanInput): Promise<PlanRow> {
    const title = this.checkTitle(input.title);
    this.checkRange(input.min, input.max);
    this.checkInterest(input.dailyInterest);
    return this.db.transaction(async (manager) => {
      const row = await sqlOne<PlanRow>(
        manager,
        `INSERT INTO plans (uniq_id, title, daily_interest, term_days, min_amount, max_amount, capital_return)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (uniq_id) DO NOTHING RETURNING *`,
        [input.uniqId, title, input.dailyInterest, input.termDays, input.min, input.max, input.capitalReturn?.trim() || 'Each Term'],
      );
      if (!row) throw new PlanError(PlanErrorCode.PLAN_EXISTS, `A plan ${input.uniqId} already exists.`);
      await this.record(manager, editor, 'plan.created', null, row);
      return row;
    });
  }

  /**
   * Changes the plan for new investments; investments already made keep their own copy of the terms.
   * The row is locked while it changes, so two admins' edits apply one after the other, each audited
   * (`plan.updated`) with what it replaced.
   */
  async update(editor: PlanEditor, uniqId: string, input: UpdatePlanInput): Promise<PlanRow> {
    const id = this.checkUniqId(uniqId);
    const title = input.title === undefined || input.title === null ? undefined : this.checkTitle(input.title);
    if (input.dailyInterest != null) this.checkInterest(input.dailyInterest);
    return this.db.transaction(async (manager) => {
      const current = await this.byUniqId(manager, id);
      const min = input.min ?? current.min_amount;
      const max = input.max ?? current.max_amount;
      this.checkRange(min, max);
      const row = await sqlOne<PlanRow>(
        manager,
        `UPDATE plans SET title = $2, daily_interest = $3, term_days = $4, min_amount = $5, max_amount = $6, capital_return = $7, updated_at = now()
          WHERE id = $1 RETURNING *`,
        [
          current.id,
          title ?? current.title,
          input.dailyInterest ?? current.daily_interest,
          input.termDays ?? current.term_days,
          min,
          max,
          input.capitalReturn?.trim() || current.capital_return,
        ],
      );
      await this.record(manager, editor, 'plan.updated', current, row!);
      return row!;
    });
  }

  /** Offers a plan to investors or withdraws it (`plan.activated` / `plan.deactivated`); investments made stay as they are. */
  async setActive(editor: PlanEditor, uniqId: string, active: boolean): Promise<PlanRow> {
    const id = this.checkUniqId(uniqId);
    return this.db.transaction(async (manager) => {
      const current = await this.byUniqId(manager, id);
      const row = await sqlOne<PlanRow>(manager, `UPDATE plans SET active = $2, updated_at = now() WHERE id = $1 RETURNING *`, [current.id, active]);
      await this.record(manager, editor, active ? 'plan.activated' : 'plan.deactivated', current, row!);
      return row!;
    });
  }

  private record(manager: EntityManager, editor: PlanEditor, action: string, before: PlanRow | null, after: PlanRow): Promise<void> {
    return this.audit.record(manager, {
      actorId: editor.id,
      actorRole: 'admin',
      action,
      details: { uniqId: after.uniq_id, before: before && auditView(before), after: auditView(after) },
      ip: editor.ip,
    });
  }

  private async byUniqId(manager: EntityManager, uniqId: string): Promise<PlanRow> {
    const plan = await sqlOne<PlanRow>(manager, `SELECT * FROM plans WHERE uniq_id = $1 FOR UPDATE`, [uniqId]);
    if (!plan) throw new PlanError(PlanErrorCode.PLAN_NOT_FOUND, `No plan has the uniqId ${uniqId}.`);
    return plan;
  }

  /** The uniqId of an existing plan, as admins type it: a malformed one is refused before any lookup. */
  private checkUniqId(uniqId: string | undefined): string {
    const id = typeof uniqId === 'string' ? uniqId.trim() : '';
    if (!UNIQ_ID.test(id)) throw new PlanError(PlanErrorCode.INVALID_UNIQ_ID);
    return id;
  }

  private checkTitle(title: string): string {
    const trimmed = title.trim();
    if (!trimmed) throw new PlanError(PlanErrorCode.TITLE_REQUIRED);
    return trimmed;
  }

  private checkInterest(dailyInterest: string) {
    if (new Decimal(dailyInterest).lte(0)) throw new PlanError(PlanErrorCode.INTEREST_NOT_POSITIVE);
  }

  private checkRange(min: string, max: string) {
    if (new Decimal(min).lte(0)) throw new PlanError(PlanErrorCode.MIN_NOT_POSITIVE);
    if (new Decimal(max).lt(min)) throw new PlanError(PlanErrorCode.MAX_BELOW_MIN);
  }

  /** An active plan by its uniqId; inactive or unknown plans answer NOT_FOUND. */
  async activeByUniqId(uniqId: string | undefined, db: Db = this.db): Promise<PlanRow> {
    const id = uniqId?.trim();
    const plan = id ? await sqlOne<PlanRow>(db, `SELECT * FROM plans WHERE uniq_id = $1 AND active`, [id]) : null;
    if (!plan) throw new PlanError(PlanErrorCode.PLAN_NOT_AVAILABLE);
    return plan;
  }

  /** An active plan by its id, read in the caller's transaction; inactive or unknown plans answer NOT_FOUND. */
  async activeById(id: string, db: Db = this.db): Promise<PlanRow> {
    const plan = await sqlOne<PlanRow>(db, `SELECT * FROM plans WHERE id = $1 AND active`, [id]);
    if (!plan) throw new PlanError(PlanErrorCode.PLAN_NOT_AVAILABLE);
    return plan;
  }
}

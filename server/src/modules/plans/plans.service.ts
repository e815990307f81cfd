import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Decimal } from '../../common/money';
import { Db, sqlOne, sqlRows } from '../../database/sql';
import type { CreatePlanInput, UpdatePlanInput } from './dto/plan.inputs';
import type { PlanRow } from './plan.model';
import { PlanError, PlanErrorCode } from './plans.errors';

/** The owner of the `plans` table: the catalogue investors choose from and admins edit. */
@Injectable()
export class PlansService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  listActive(): Promise<PlanRow[]> {
    return sqlRows<PlanRow>(this.db, `SELECT * FROM plans WHERE active ORDER BY min_amount, uniq_id`);
  }

  listAll(): Promise<PlanRow[]> {
    return sqlRows<PlanRow>(this.db, `SELECT * FROM plans ORDER BY min_amount, uniq_id`);
  }

  async create(input: CreatePlanInput): Promise<PlanRow> {
    this.checkRange(input.min, input.max);
    if (new Decimal(input.dailyInterest).lte(0)) throw new PlanError(PlanErrorCode.INTEREST_NOT_POSITIVE);
    const row = await sqlOne<PlanRow>(
      this.db,
      `INSERT INTO plans (uniq_id, title, daily_interest, term_days, min_amount, max_amount, capital_return)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (uniq_id) DO NOTHING RETURNING *`,
      [input.uniqId, input.title.trim(), input.dailyInterest, input.termDays, input.min, input.max, input.capitalReturn?.trim() || 'Each Term'],
    );
    if (!row) throw new PlanError(PlanErrorCode.PLAN_EXISTS, `A plan ${input.uniqId} already exists.`);
    return row;
  }

  /** Changes the plan for new investments; investments already made keep their own copy of the terms. */
  async update(uniqId: string, input: UpdatePlanInput): Promise<PlanRow> {
    const current = await this.byUniqId(uniqId);
    const min = input.min ?? current.min_amount;
    const max = input.max ?? current.max_amount;
    this.checkRange(min, max);
    if (input.dailyInterest && new Decimal(input.dailyInterest).lte(0)) throw new PlanError(PlanErrorCode.INTEREST_NOT_POSITIVE);
    const row = await sqlOne<PlanRow>(
      this.db,
      `UPDATE plans SET title = $2, daily_interest = $3, term_days = $4, min_amount = $5, max_amount = $6, capital_return = $7, updated_at = now()
        WHERE id = $1 RETURNING *`,
      [
        current.id,
        input.title?.trim() || current.title,
        input.dailyInterest ?? current.daily_interest,
        input.termDays ?? current.term_days,
        min,
        max,
        input.capitalReturn?.trim() || current.capital_return,
      ],
    );
    return row!;
  }

  async setActive(uniqId: string, active: boolean): Promise<PlanRow> {
    const current = await this.byUniqId(uniqId);
    const row = await sqlOne<PlanRow>(this.db, `UPDATE plans SET active = $2, updated_at = now() WHERE id = $1 RETURNING *`, [current.id, active]);
    return row!;
  }

  private async byUniqId(uniqId: string): Promise<PlanRow> {
    const plan = await sqlOne<PlanRow>(this.db, `SELECT * FROM plans WHERE uniq_id = $1`, [uniqId?.trim()]);
    if (!plan) throw new PlanError(PlanErrorCode.PLAN_NOT_FOUND);
    return plan;
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

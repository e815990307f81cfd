import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { badInput, conflict, notFound } from '../../common/errors/domain-error';
import { Decimal } from '../../common/money';
import type { CreatePlanInput, UpdatePlanInput } from './dto/plan.inputs';
import type { PlanRow } from './plan.model';

@Injectable()
export class PlansService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  listActive(): Promise<PlanRow[]> {
    return this.db.query(`SELECT * FROM plans WHERE active ORDER BY min_amount, uniq_id`);
  }

  listAll(): Promise<PlanRow[]> {
    return this.db.query(`SELECT * FROM plans ORDER BY min_amount, uniq_id`);
  }

  async create(input: CreatePlanInput): Promise<PlanRow> {
    this.checkRange(input.min, input.max);
    if (new Decimal(input.dailyInterest).lte(0)) throw badInput('dailyInterest must be above zero');
    const rows = await this.db.query(
      `INSERT INTO plans (uniq_id, title, daily_interest, term_days, min_amount, max_amount, capital_return)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (uniq_id) DO NOTHING RETURNING *`,
      [input.uniqId, input.title.trim(), input.dailyInterest, input.termDays, input.min, input.max, input.capitalReturn?.trim() || 'Each Term'],
    );
    if (!rows.length) throw conflict(`A plan ${input.uniqId} already exists.`);
    return rows[0];
  }

  /** Changes the plan for new investments; investments already made keep their own copy of the terms. */
  async update(uniqId: string, input: UpdatePlanInput): Promise<PlanRow> {
    const current = await this.byUniqId(uniqId);
    const min = input.min ?? current.min_amount;
    const max = input.max ?? current.max_amount;
    this.checkRange(min, max);
    if (input.dailyInterest && new Decimal(input.dailyInterest).lte(0)) throw badInput('dailyInterest must be above zero');
    const [[row]] = await this.db.query(
      `UPDATE plans SET title = $2, daily_interest = $3, term_days = $4, min_amount = $5, max_amount = $6, capital_return = $7, updated_at = now()
        WHERE id = $1 RETURNING *`,
      [current.id, input.title?.trim() || current.title, input.dailyInterest ?? current.daily_interest, input.termDays ?? current.term_days, min, max, input.capitalReturn?.trim() || current.capital_return],
    );
    return row;
  }

  async setActive(uniqId: string, active: boolean): Promise<PlanRow> {
    const current = await this.byUniqId(uniqId);
    const [[row]] = await this.db.query(`UPDATE plans SET active = $2, updated_at = now() WHERE id = $1 RETURNING *`, [current.id, active]);
    return row;
  }

  private async byUniqId(uniqId: string): Promise<PlanRow> {
    const [plan] = await this.db.query(`SELECT * FROM plans WHERE uniq_id = $1`, [uniqId?.trim()]);
    if (!plan) throw notFound('Plan not found.');
    return plan;
  }

  private checkRange(min: string, max: string) {
    if (new Decimal(min).lte(0)) throw badInput('min must be above zero');
    if (new Decimal(max).lt(min)) throw badInput('max must be at least min');
  }

  /** An active plan by its uniqId; inactive or unknown plans answer NOT_FOUND. */
  async activeByUniqId(uniqId: string | undefined, manager: Pick<DataSource, 'query'> = this.db): Promise<PlanRow> {
    const id = uniqId?.trim();
    const [plan] = id ? await manager.query(`SELECT * FROM plans WHERE uniq_id = $1 AND active`, [id]) : [];
    if (!plan) throw notFound('This plan is not available.');
    return plan;
  }
}

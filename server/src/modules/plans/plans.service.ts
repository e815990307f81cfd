import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { notFound } from '../../common/errors/domain-error';
import type { PlanRow } from './plan.model';

@Injectable()
export class PlansService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  listActive(): Promise<PlanRow[]> {
    return this.db.query(`SELECT * FROM plans WHERE active ORDER BY min_amount, uniq_id`);
  }

  /** An active plan by its uniqId; inactive or unknown plans answer NOT_FOUND. */
  async activeByUniqId(uniqId: string | undefined, manager: Pick<DataSource, 'query'> = this.db): Promise<PlanRow> {
    const id = uniqId?.trim();
    const [plan] = id ? await manager.query(`SELECT * FROM plans WHERE uniq_id = $1 AND active`, [id]) : [];
    if (!plan) throw notFound('This plan is not available.');
    return plan;
  }
}

import { Field, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Roles } from '../../common/decorators/access.decorators';
import { MetricsService } from '../metrics/metrics.service';
import { verifyLedger } from './ledger-verifier';

@ObjectType()
export class LedgerVerification {
  @Field() ok: boolean;
  @Field(() => [String]) problems: string[];
}

@Resolver()
export class LedgerResolver {
  private readonly lastResult;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    metrics: MetricsService,
  ) {
    // Labelled, so nothing is reported before the first check (an unlabelled gauge would start at 0, which reads as a failure).
    this.lastResult = metrics.gauge({
      name: 'ledger_verify_problems',
      help: 'Violations found by the last ledger verification on this instance (0: every invariant holds); absent until an admin runs verifyLedger.',
      labelNames: ['check'],
    });
  }

  @Roles('admin')
  @Query(() => LedgerVerification, { description: 'Admins: checks every ledger invariant and lists each violation.' })
  async verifyLedger(): Promise<LedgerVerification> {
    const report = await verifyLedger(this.db);
    this.lastResult.set({ check: 'all' }, report.problems.length);
    return report;
  }
}

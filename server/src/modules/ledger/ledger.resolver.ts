import { Field, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Roles } from '../../common/decorators/access.decorators';
import { verifyLedger } from './ledger-verifier';

@ObjectType()
export class LedgerVerification {
  @Field() ok: boolean;
  @Field(() => [String]) problems: string[];
}

@Resolver()
export class LedgerResolver {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @Roles('admin')
  @Query(() => LedgerVerification, { description: 'Admins: checks every ledger invariant and lists each violation.' })
  verifyLedger(): Promise<LedgerVerification> {
    return verifyLedger(this.db);
  }
}

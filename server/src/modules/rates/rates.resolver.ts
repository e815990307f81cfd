import { Args, Field, InputType, Mutation, Query, Resolver } from '@nestjs/graphql';
import { IsString, MaxLength } from 'class-validator';
import { Clock } from '../../common/clock';
import { CurrentUser, Roles } from '../../common/decorators/access.decorators';
import { Actor } from '../../common/decorators/actor.decorator';
import type { SessionUser } from '../../common/session-user';
import { AssetRate, toAssetRate } from './asset-rate.model';
import { RatesService } from './rates.service';

@InputType()
export class SetManualRateInput {
  @Field({ description: 'ETH or BTC (USDT is fixed at 1.00).' }) @IsString() @MaxLength(10) asset: string;
  @Field({ description: 'USD per unit, a positive decimal with at most 10 decimals ("3012.50").' }) @IsString() @MaxLength(40) rate: string;
  @Field({ description: 'Why (kept in the audit log).' }) @IsString() @MaxLength(500) reason: string;
}

@InputType()
export class ClearManualRateInput {
  @Field() @IsString() @MaxLength(10) asset: string;
  @Field({ description: 'Why (kept in the audit log).' }) @IsString() @MaxLength(500) reason: string;
}

/** Admins read the deposit assets' USD rates and set or clear a manual rate (support staff may read, not change). */
@Roles('admin')
@Resolver()
export class RatesResolver {
  constructor(
    private readonly rates: RatesService,
    private readonly clock: Clock,
  ) {}

  @Query(() => [AssetRate], { description: "Admins: each deposit asset's USD rate, its source and age, and whether an admin's manual rate is set." })
  async assetRates(): Promise<AssetRate[]> {
    const now = this.clock.now();
    return (await this.rates.list()).map((view) => toAssetRate(view, now));
  }

  @Mutation(() => AssetRate, { description: 'Sets a manual USD rate for an asset; it is quoted instead of the market rate until cleared. Audited.' })
  async setManualRate(@CurrentUser() admin: SessionUser, @Args('input') input: SetManualRateInput, @Actor() actor: Actor): Promise<AssetRate> {
    return toAssetRate(await this.rates.setManualRate(input.asset, input.rate, input.reason, { id: admin.id, ip: actor.ip }), this.clock.now());
  }

  @Mutation(() => AssetRate, { description: "Clears an asset's manual rate: quotes use the market rate again (if fresh). Audited." })
  async clearManualRate(@CurrentUser() admin: SessionUser, @Args('input') input: ClearManualRateInput, @Actor() actor: Actor): Promise<AssetRate> {
    return toAssetRate(await this.rates.clearManualRate(input.asset, input.reason, { id: admin.id, ip: actor.ip }), this.clock.now());
  }
}

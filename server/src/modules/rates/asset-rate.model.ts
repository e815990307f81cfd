import { Field, Int, ObjectType } from '@nestjs/graphql';
import type { AssetRateView } from './rates.service';

@ObjectType({ description: "One deposit asset's USD rate as admins see it." })
export class AssetRate {
  @Field({ description: 'USDT, ETH, BTC.' }) asset: string;
  @Field(() => String, { nullable: true, description: 'USD per unit a deposit is quoted at now; null: deposits in this asset are refused (no fresh rate).' })
  rate: string | null;
  @Field(() => String, { nullable: true, description: 'fixed, manual, or the provider (kraken, coinbase, demo).' }) source: string | null;
  @Field(() => Date, { nullable: true, description: 'When the quoted rate was fetched or set.' }) at: Date | null;
  @Field(() => Int, { nullable: true, description: 'Seconds since `at`.' }) ageSeconds: number | null;
  @Field({ description: 'Always quoted at a fixed rate (USDT at 1.00); no manual rate.' }) fixed: boolean;
  @Field({ description: "An admin's manual rate is set and wins." }) manual: boolean;
  @Field(() => String, { nullable: true }) manualRate: string | null;
  @Field(() => String, { nullable: true }) manualReason: string | null;
  @Field(() => Date, { nullable: true }) manualSetAt: Date | null;
  @Field(() => String, { nullable: true, description: "The provider's last good rate (quoted only while under 5 minutes old)." }) marketRate: string | null;
  @Field(() => String, { nullable: true }) marketSource: string | null;
  @Field(() => Date, { nullable: true }) marketFetchedAt: Date | null;
  @Field(() => Date, { nullable: true, description: 'Since when the provider has failed for this asset.' }) failingSince: Date | null;
  @Field(() => String, { nullable: true, description: "The provider's last failure." }) lastError: string | null;
}

export function toAssetRate(view: AssetRateView, now: Date): AssetRate {
  const at = view.quote?.at ?? null;
  return {
    asset: view.asset,
    rate: view.quote?.rate ?? null,
    source: view.quote?.source ?? null,
    at: view.fixed ? null : at,
    ageSeconds: at && !view.fixed ? Math.max(0, Math.floor((now.getTime() - at.getTime()) / 1000)) : null,
    fixed: view.fixed,
    manual: view.manualRate !== null,
    manualRate: view.manualRate,
    manualReason: view.manualReason,
    manualSetAt: view.manualSetAt,
    marketRate: view.marketRate,
    marketSource: view.marketSource,
    marketFetchedAt: view.marketFetchedAt,
    failingSince: view.failingSince,
    lastError: view.lastError,
  };
}

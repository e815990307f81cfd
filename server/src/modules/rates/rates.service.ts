import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock';
import { Decimal } from '../../common/money';
import { APP_CONFIG, AppConfig } from '../../config/env';
import { sqlExec, sqlOne, sqlRows, type TableRow } from '../../database/sql';
import { AuditService } from '../audit/audit.service';
import { assetConfig, isRateAsset, MARKET_ASSETS, RATE_ASSET_NAMES, RATE_MAX_AGE_MS, type RateAsset } from './rate-assets';
import { createRateProvider, type ProviderAnswer, type RateProvider } from './rate-providers';
import { RateError, RateErrorCode } from './rates.errors';

/** The rate a deposit is quoted at: USD per unit of `asset`, where it came from, and as of when. */
export interface RateQuote {
  asset: RateAsset;
  /** USD per one unit of the asset, an exact decimal string ("3012.45"). */
  rate: string;
  /** fixed (USDT), manual (an admin's), or the provider's name (kraken, coinbase, demo). */
  source: string;
  /** When the rate was fetched or set. */
  at: Date;
}

/** One asset's rates as the admin console shows them. */
export interface AssetRateView {
  asset: RateAsset;
  /** What a quote would use now, or null: deposits in the asset are refused. */
  quote: RateQuote | null;
  fixed: boolean;
  manualRate: string | null;
  manualReason: string | null;
  manualSetAt: Date | null;
  marketRate: string | null;
  marketSource: string | null;
  marketFetchedAt: Date | null;
  failingSince: Date | null;
  lastError: string | null;
}

/** Who changes a manual rate, and from where (the audit entry's actor and IP). */
export interface RateEditor {
  id: string;
  ip: string | null;
}

export interface RefreshResult {
  /** The assets this call fetched (none when another instance did this minute's refresh). */
  fetched: RateAsset[];
  stored: RateAsset[];
  failed: RateAsset[];
}

type RateRow = TableRow<'asset_rates'>;

/** Another refresh within this many seconds (any instance's) is skipped: one fetch per minute's tick. */
const REFRESH_CLAIM_SECONDS = 50;

const MANUAL_RATE = /^\d{1,20}(\.\d{1,10})?$/;

/** A stored rate as callers get it: no trailing zeros beyond two decimals ("3000.00", "3012.4567"). */
export function displayRate(value: string): string {
  const rate = new Decimal(value);
  return rate.decimalPlaces() < 2 ? rate.toFixed(2) : rate.toFixed();
}

/**
 * USD rates of the deposit assets: refreshed from the configured provider (RatesScheduler, once a
 * minute for all instances), cached in `asset_rates`, overridden by an admin's manual rate, and
 * quoted only while fresh: a deposit is never priced on a rate older than five minutes.
 */
@Injectable()
export class RatesService {
  private readonly logger = new Logger(RatesService.name);
  private readonly provider: RateProvider | null;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly clock: Clock,
    private readonly audit: AuditService,
  ) {
    this.provider = createRateProvider(config.rateProvider, config.rateProviderUrl);
  }

  /** The provider's name, or null when rates are off (only manual rates quote then). */
  get providerName(): string | null {
    return this.provider?.name ?? null;
  }

  /**
   * The rate to quote a deposit in `asset` at: USDT's fixed 1.00; else the admin's manual rate while
   * set; else the cached provider rate when younger than five minutes. Otherwise RATE_UNAVAILABLE
   * (the deposit is refused, never quoted on a stale price); an unknown asset is UNKNOWN_ASSET.
   */
  async quoteRate(asset: string): Promise<RateQuote> {
    if (!isRateAsset(asset)) throw new RateError(RateErrorCode.UNKNOWN_ASSET, `Unknown asset ${JSON.stringify(String(asset).slice(0, 20))}.`);
    const row = assetConfig(asset).fixed ? undefined : await sqlOne<RateRow>(this.db, `SELECT * FROM asset_rates WHERE asset = $1`, [asset]);
    const quote = this.quoteOf(asset, row ?? null);
    if (!quote) throw RateError.unavailable(asset);
    return quote;
  }

  private quoteOf(asset: RateAsset, row: RateRow | null): RateQuote | null {
    const fixed = assetConfig(asset).fixed;
    if (fixed) return { asset, rate: fixed, source: 'fixed', at: this.clock.now() };
    if (!row) return null;
    if (row.manual_rate !== null && row.manual_set_at) return { asset, rate: displayRate(row.manual_rate), source: 'manual', at: row.manual_set_at };
    if (row.rate === null || !row.source || !row.fetched_at) return null;
    const age = this.clock.now().getTime() - row.fetched_at.getTime();
    if (age > RATE_MAX_AGE_MS) return null;
    return { asset, rate: displayRate(row.rate), source: row.source, at: row.fetched_at };
  }

  /** Every asset's rates for the console, in the order of RATE_ASSETS. */
  async list(): Promise<AssetRateView[]> {
    const rows = await sqlRows<RateRow>(this.db, `SELECT * FROM asset_rates WHERE asset = ANY($1::text[])`, [RATE_ASSET_NAMES]);
    const byAsset = new Map(rows.map((row) => [row.asset, row]));
    return RATE_ASSET_NAMES.map((asset) => {
      const row = byAsset.get(asset) ?? null;
      return {
        asset,
        quote: this.quoteOf(asset, row),
        fixed: !!assetConfig(asset).fixed,
        manualRate: row?.manual_rate != null ? displayRate(row.manual_rate) : null,
        manualReason: row?.manual_reason ?? null,
        manualSetAt: row?.manual_set_at ?? null,
        marketRate: row?.rate != null ? displayRate(row.rate) : null,
        marketSource: row?.source ?? null,
        marketFetchedAt: row?.fetched_at ?? null,
        failingSince: row?.failing_since ?? null,
        lastError: row?.last_error ?? null,
      };
    });
  }

  /**
   * Fetches the market assets' rates from the provider and stores the good ones. Safe from any
   * number of instances at once: each asset row is claimed (attempted_at) for 50 s, so one tick
   * fetches once. Never throws: a provider down or answering garbage keeps the old rate (quoted
   * until it is five minutes old) and is logged as a warning once per failure streak.
   */
  async refresh(): Promise<RefreshResult> {
    const result: RefreshResult = { fetched: [], stored: [], failed: [] };
    if (!this.provider || MARKET_ASSETS.length === 0) return result;
    const now = this.clock.now();
    await sqlExec(this.db, `INSERT INTO asset_rates (asset) SELECT unnest($1::text[]) ON CONFLICT (asset) DO NOTHING`, [MARKET_ASSETS]);
    // The claim: a row attempted within the last 50 s (by any instance) is left alone. An attempt
    // stamped more than 50 s in the future (the clock moved back) does not block; one a moment
    // ahead is another instance that read its clock later and claimed first.
    const claimed = await sqlRows<{ asset: RateAsset }>(
      this.db,
      `UPDATE asset_rates SET attempted_at = $2
        WHERE asset = ANY($1::text[]) AND (attempted_at IS NULL OR attempted_at <= $2::timestamptz - make_interval(secs => $3) OR attempted_at > $2::timestamptz + make_interval(secs => $3))
        RETURNING asset`,
      [MARKET_ASSETS, now, REFRESH_CLAIM_SECONDS],
    );
    const assets = MARKET_ASSETS.filter((asset) => claimed.some((row) => row.asset === asset));
    if (assets.length === 0) return result;
    result.fetched = assets;
    let answers: Map<RateAsset, ProviderAnswer>;
    try {
      answers = await this.provider.fetchRates(assets);
    } catch (error) {
      answers = new Map(assets.map((asset) => [asset, { error: error instanceof Error ? error.message : String(error) }]));
    }
    const fetchedAt = this.clock.now();
    const newlyFailing: string[] = [];
    const recovered: string[] = [];
    for (const asset of assets) {
      const answer = answers.get(asset) ?? { error: 'no answer for this asset' };
      if ('rate' in answer) {
        const row = await sqlOne<{ was_failing: Date | null }>(
          this.db,
          `UPDATE asset_rates a SET rate = $2, source = $3, fetched_at = $4, failing_since = NULL, last_error = NULL
             FROM (SELECT asset, failing_since FROM asset_rates WHERE asset = $1 FOR UPDATE) old
            WHERE a.asset = old.asset RETURNING old.failing_since AS was_failing`,
          [asset, answer.rate, this.provider.name, fetchedAt],
        );
        result.stored.push(asset);
        if (row?.was_failing) recovered.push(asset);
      } else {
        const row = await sqlOne<{ was_failing: Date | null }>(
          this.db,
          `UPDATE asset_rates a SET failing_since = COALESCE(old.failing_since, $2), last_error = left($3, 500)
             FROM (SELECT asset, failing_since FROM asset_rates WHERE asset = $1 FOR UPDATE) old
            WHERE a.asset = old.asset RETURNING old.failing_since AS was_failing`,
          [asset, fetchedAt, answer.error],
        );
        result.failed.push(asset);
        if (!row?.was_failing) newlyFailing.push(`${asset} (${answer.error})`);
      }
    }
    if (newlyFailing.length > 0) {
      this.logger.warn(
        `rate provider ${this.provider.name} failed for ${newlyFailing.join(', ')}; the last rates are quoted until they are 5 minutes old, then deposits in these assets are refused`,
      );
    }
    if (recovered.length > 0) this.logger.log(`rate provider ${this.provider.name} answers again for ${recovered.join(', ')}`);
    return result;
  }

  /** An admin's rate for `asset`, quoted instead of the market's until cleared; audited. */
  async setManualRate(asset: string, rate: string, reason: string, editor: RateEditor): Promise<AssetRateView> {
    const known = this.marketAsset(asset);
    const value = typeof rate === 'string' ? rate.trim() : '';
    if (!MANUAL_RATE.test(value) || !new Decimal(value).gt(0)) throw new RateError(RateErrorCode.INVALID_RATE);
    const why = this.reasonOf(reason);
    await this.db.transaction(async (manager) => {
      await sqlExec(manager, `INSERT INTO asset_rates (asset) VALUES ($1) ON CONFLICT (asset) DO NOTHING`, [known]);
      const before = await sqlOne<RateRow>(manager, `SELECT * FROM asset_rates WHERE asset = $1 FOR UPDATE`, [known]);
      await sqlExec(manager, `UPDATE asset_rates SET manual_rate = $2, manual_reason = $3, manual_set_by = $4, manual_set_at = $5 WHERE asset = $1`, [
        known,
        value,
        why,
        editor.id,
        this.clock.now(),
      ]);
      await this.audit.record(manager, {
        actorId: editor.id,
        actorRole: 'admin',
        action: 'asset_rate.manual_set',
        details: { asset: known, rate: displayRate(value), reason: why, before: before?.manual_rate != null ? displayRate(before.manual_rate) : null },
        ip: editor.ip,
      });
    });
    return (await this.list()).find((view) => view.asset === known)!;
  }

  /** Clears the admin's rate of `asset`: quotes fall back to the market's (if fresh); audited. */
  async clearManualRate(asset: string, reason: string, editor: RateEditor): Promise<AssetRateView> {
    const known = this.marketAsset(asset);
    const why = this.reasonOf(reason);
    await this.db.transaction(async (manager) => {
      const before = await sqlOne<RateRow>(manager, `SELECT * FROM asset_rates WHERE asset = $1 FOR UPDATE`, [known]);
      if (before?.manual_rate == null) throw new RateError(RateErrorCode.NO_MANUAL_RATE);
      await sqlExec(manager, `UPDATE asset_rates SET manual_rate = NULL, manual_reason = NULL, manual_set_by = NULL, manual_set_at = NULL WHERE asset = $1`, [
        known,
      ]);
      await this.audit.record(manager, {
        actorId: editor.id,
        actorRole: 'admin',
        action: 'asset_rate.manual_cleared',
        details: { asset: known, reason: why, before: displayRate(before.manual_rate) },
        ip: editor.ip,
      });
    });
    return (await this.list()).find((view) => view.asset === known)!;
  }

  private marketAsset(asset: string): RateAsset {
    if (!isRateAsset(asset)) throw new RateError(RateErrorCode.UNKNOWN_ASSET);
    if (assetConfig(asset).fixed) throw new RateError(RateErrorCode.RATE_FIXED);
    return asset;
  }

  private reasonOf(reason: string): string {
    const why = typeof reason === 'string' ? reason.trim() : '';
    if (!why || why.length > 500) throw new RateError(RateErrorCode.RATE_REASON_REQUIRED);
    return why;
  }
}

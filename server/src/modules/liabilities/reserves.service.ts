import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock';
import { Decimal } from '../../common/money';
import { isUuid } from '../../common/uuid';
import { APP_CONFIG, type AppConfig } from '../../config/env';
import { sqlExec, sqlOne, sqlRows, type TableRow } from '../../database/sql';
import { AuditService } from '../audit/audit.service';
import { ChainWatcherService } from '../chains/chain-watcher.service';
import { RatesService } from '../rates/rates.service';
import { uniqueViolation } from '../users/users.errors';
import { LiabilitiesError } from './liabilities.errors';
import { LiabilitiesService } from './liabilities.service';
import {
  checkReserveMessage,
  isReserveAsset,
  isReserveNetwork,
  NETWORK_ASSETS,
  normalizeReserveAddress,
  RESERVE_ASSETS,
  reserveMessage,
  verifyReserveSignature,
  type ReserveAsset,
  type ReserveNetwork,
} from './reserve-proof';
import { ReserveError, ReserveErrorCode } from './reserves.errors';

type ReserveRow = TableRow<'reserve_addresses'>;

export interface DeclareReserveInput {
  asset: string;
  network: string;
  address: string;
  message: string;
  signature: string;
}

/** Who declares or removes: the admin and their IP (the audit row's). */
export interface ReserveEditor {
  id: string;
  ip: string | null;
}

/** A declared reserve address as the console and the public page show it. */
export interface ReserveAddressView {
  id: string;
  asset: ReserveAsset;
  network: ReserveNetwork;
  address: string;
  message: string;
  signature: string;
  verifiedAt: Date;
  declaredBy: string;
  /** In the asset's unit, a decimal string; null: not read yet (no node for the network, or it failed so far). */
  balance: string | null;
  balanceAt: Date | null;
  active: boolean;
  removedAt: Date | null;
}

export interface ReserveAssetView {
  asset: ReserveAsset;
  addresses: ReserveAddressView[];
  /** The sum of the read balances; null when none is read. */
  total: string | null;
  /** Addresses whose balance is not read: the total leaves them out. */
  unreadAddresses: number;
  /** The oldest balance time of the total. */
  totalAt: Date | null;
  /** USD per unit now (RatesService's quote), with its source and time; null when no rate can be quoted. */
  rate: string | null;
  rateSource: string | null;
  rateAt: Date | null;
  /** total × rate, in dollars with 2 decimals; null without a total or a rate. */
  usdValue: string | null;
}

export interface ReservesView {
  assets: ReserveAssetView[];
  /** The sum of the assets' USD values; null when any asset with addresses lacks one. */
  totalUsd: string | null;
  /** The latest snapshot's total liabilities in dollars and its number and time; null before the first snapshot. */
  liabilitiesUsd: string | null;
  liabilitiesSnapshot: number | null;
  liabilitiesAt: Date | null;
  /** totalUsd ÷ liabilitiesUsd with 4 decimals; null when either is missing (or the liabilities are zero). */
  ratio: string | null;
  at: Date;
}

/** Read the balances of a network at most this often when its watcher scans (every scan step otherwise). */
const REFRESH_EVERY_MS = 60_000;
/** How long a declaration waits for its first balance read before answering (the read goes on after). */
const DECLARE_READ_WAIT_MS = 10_000;

const toView = (row: ReserveRow): ReserveAddressView => ({
  id: row.id,
  asset: row.asset as ReserveAsset,
  network: row.network as ReserveNetwork,
  address: row.address,
  message: row.message,
  signature: row.signature,
  verifiedAt: row.verified_at,
  declaredBy: row.declared_by,
  balance: row.balance === null ? null : new Decimal(row.balance).toFixed(),
  balanceAt: row.balance_at,
  active: row.active,
  removedAt: row.removed_at,
});

/**
 * Proof of reserves beside the proof of liabilities (issue 30): the addresses an admin declares as
 * reserves, each with a signed message proving control that is checked when saved
 * (reserve-proof.ts), their balances read through the chain watcher's nodes, and the public
 * comparison with the latest snapshot's total.
 */
@Injectable()
export class ReservesService implements OnModuleInit {
  private readonly logger = new Logger(ReservesService.name);
  private readonly lastRefresh = new Map<ReserveNetwork, number>();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly audit: AuditService,
    private readonly chains: ChainWatcherService,
    private readonly rates: RatesService,
    private readonly liabilities: LiabilitiesService,
  ) {}

  /** Balances follow the watcher: after a committed scan step of a network, its reserve addresses are read again (at most once a minute). */
  onModuleInit() {
    this.chains.onScanned(async (network) => {
      if (!isReserveNetwork(network)) return;
      const now = Date.now();
      if (now - (this.lastRefresh.get(network) ?? 0) < REFRESH_EVERY_MS) return;
      this.lastRefresh.set(network, now);
      await this.refreshBalances(network);
    });
  }

  /** PUBLIC_URL's host: the platform's name in the signed text. */
  get host(): string {
    return new URL(this.config.publicUrl).host;
  }

  private modes() {
    return { bitcoin: this.config.utxoChains.bitcoin.network, litecoin: this.config.utxoChains.litecoin.network };
  }

  private checkPair(asset: string, network: string): { asset: ReserveAsset; network: ReserveNetwork } {
    if (!isReserveNetwork(network)) throw new ReserveError(ReserveErrorCode.RESERVE_ASSET_INVALID).about('network');
    if (!isReserveAsset(asset) || !NETWORK_ASSETS[network].includes(asset)) throw new ReserveError(ReserveErrorCode.RESERVE_ASSET_INVALID);
    return { asset, network };
  }

  /** The exact text to sign today for an address (the console's dialog shows it to copy). */
  signingMessage(network: string, address: string): string {
    if (!isReserveNetwork(network)) throw new ReserveError(ReserveErrorCode.RESERVE_ASSET_INVALID).about('network');
    const normal = normalizeReserveAddress(network, address, this.modes());
    return reserveMessage(this.host, normal, network, this.clock.now().toISOString().slice(0, 10));
  }

  /** Declares a reserve address once its signature is verified; audited. Its balance is read right away when its network has a node (answered with it when read within 10 s). */
  async declare(admin: ReserveEditor, input: DeclareReserveInput): Promise<ReserveAddressView> {
    const { asset, network } = this.checkPair(input.asset, input.network);
    const address = normalizeReserveAddress(network, input.address, this.modes());
    const message = input.message.trim();
    const signedOn = checkReserveMessage(message, this.host, address, network, this.clock.now());
    const signature = input.signature.trim();
    if (signature.length > 1000) throw new ReserveError(ReserveErrorCode.RESERVE_SIGNATURE_INVALID);
    await verifyReserveSignature(network, address, message, signature);
    let row: ReserveRow | null | undefined;
    try {
      row = await this.db.transaction(async (m) => {
        const inserted = await sqlOne<ReserveRow>(
          m,
          `INSERT INTO reserve_addresses (asset, network, address, message, signature, signed_on, verified_at, declared_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
          [asset, network, address, message, signature, signedOn, this.clock.now(), admin.id],
        );
        await this.audit.record(m, {
          actorId: admin.id,
          actorRole: 'admin',
          action: 'reserves.address_declared',
          ip: admin.ip,
          details: { id: inserted!.id, asset, network, address, message, signature },
        });
        return inserted;
      });
    } catch (error) {
      if (uniqueViolation(error, 'reserve_addresses_active_unique')) throw new ReserveError(ReserveErrorCode.RESERVE_ADDRESS_EXISTS);
      throw error;
    }
    // A node's first read of a UTXO address rescans its chain (minutes on mainnet): the answer waits
    // a few seconds for it, then the read goes on and the balance shows once it is done.
    const reading = this.refreshBalances(network, row!.id).catch((error: unknown) =>
      this.logger.warn(`${network}: the reserve balance of ${address} was not read: ${(error as Error)?.message ?? error}`),
    );
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([reading, new Promise<void>((resolve) => (timer = setTimeout(resolve, DECLARE_READ_WAIT_MS)))]);
    clearTimeout(timer);
    return this.get(row!.id);
  }

  /** Takes an address out of the published reserves (kept, inactive, for the record); audited. */
  async remove(admin: ReserveEditor, id: string): Promise<ReserveAddressView> {
    if (!isUuid(id)) throw new ReserveError(ReserveErrorCode.RESERVE_NOT_FOUND);
    const row = await this.db.transaction(async (m) => {
      const updated = await sqlOne<ReserveRow>(
        m,
        `UPDATE reserve_addresses SET active = false, removed_at = now(), removed_by = $2 WHERE id = $1 AND active RETURNING *`,
        [id, admin.id],
      );
      if (!updated) throw new ReserveError(ReserveErrorCode.RESERVE_NOT_FOUND);
      await this.audit.record(m, {
        actorId: admin.id,
        actorRole: 'admin',
        action: 'reserves.address_removed',
        ip: admin.ip,
        details: { id, asset: updated.asset, network: updated.network, address: updated.address },
      });
      return updated;
    });
    return toView(row);
  }

  async get(id: string): Promise<ReserveAddressView> {
    const row = await sqlOne<ReserveRow>(this.db, `SELECT * FROM reserve_addresses WHERE id = $1`, [id]);
    if (!row) throw new ReserveError(ReserveErrorCode.RESERVE_NOT_FOUND);
    return toView(row);
  }

  /** Every declared address, active first, newest first (the console). */
  async list(): Promise<ReserveAddressView[]> {
    return (await sqlRows<ReserveRow>(this.db, `SELECT * FROM reserve_addresses ORDER BY active DESC, created_at DESC`)).map(toView);
  }

  /**
   * Reads the balances of a network's active reserve addresses (or one of them) through the chain
   * watcher's node. No node for the network: left as they are (null: "not read"). A failed read is
   * logged and keeps the last balance with its time.
   */
  async refreshBalances(network: ReserveNetwork, onlyId?: string): Promise<void> {
    const rows = await sqlRows<ReserveRow>(
      this.db,
      `SELECT * FROM reserve_addresses WHERE active AND network = $1 AND ($2::uuid IS NULL OR id = $2::uuid) ORDER BY created_at`,
      [network, onlyId ?? null],
    );
    for (const row of rows) {
      try {
        const read = await this.chains.readAddressBalance(network, row.asset as ReserveAsset, row.address);
        if (!read) return;
        await sqlExec(this.db, `UPDATE reserve_addresses SET balance = $2, balance_at = $3 WHERE id = $1`, [row.id, read.balance, this.clock.now()]);
      } catch (error) {
        this.logger.warn(`${network}: the reserve balance of ${row.address} (${row.asset}) was not read: ${(error as Error).message}`);
      }
    }
  }

  /** Every network's reserve balances (the liabilities snapshot's schedule and tests). */
  async refreshAllBalances(): Promise<void> {
    for (const network of ['ethereum', 'tron', 'bitcoin', 'litecoin'] as const) await this.refreshBalances(network);
  }

  /** The public comparison: reserves per asset with their USD value now, and their ratio to the latest snapshot's total. */
  async publicReserves(): Promise<ReservesView> {
    const rows = (await sqlRows<ReserveRow>(this.db, `SELECT * FROM reserve_addresses WHERE active ORDER BY network, created_at`)).map(toView);
    const assets: ReserveAssetView[] = [];
    for (const asset of RESERVE_ASSETS) {
      const addresses = rows.filter((row) => row.asset === asset);
      if (!addresses.length) continue;
      const read = addresses.filter((row) => row.balance !== null);
      const total = read.length ? read.reduce((sum, row) => sum.plus(row.balance!), new Decimal(0)) : null;
      const totalAt = read.length ? new Date(Math.min(...read.map((row) => row.balanceAt!.getTime()))) : null;
      const quote = await this.rates.quoteRate(asset).catch(() => null);
      assets.push({
        asset,
        addresses,
        total: total?.toFixed() ?? null,
        unreadAddresses: addresses.length - read.length,
        totalAt,
        rate: quote?.rate ?? null,
        rateSource: quote?.source ?? null,
        rateAt: quote?.at ?? null,
        usdValue: total && quote ? total.times(quote.rate).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2) : null,
      });
    }
    const complete = assets.length > 0 && assets.every((a) => a.usdValue !== null && a.unreadAddresses === 0);
    const totalUsd = complete ? assets.reduce((sum, a) => sum.plus(a.usdValue!), new Decimal(0)).toFixed(2) : null;
    const snapshot = await this.liabilities.latest().catch((error: unknown) => {
      if (error instanceof LiabilitiesError) return null;
      throw error;
    });
    const liabilitiesUsd = snapshot ? new Decimal(snapshot.totalCents).dividedBy(100).toFixed(2) : null;
    const ratio =
      totalUsd !== null && liabilitiesUsd !== null && !new Decimal(liabilitiesUsd).isZero()
        ? new Decimal(totalUsd).dividedBy(liabilitiesUsd).toDecimalPlaces(4, Decimal.ROUND_DOWN).toFixed(4)
        : null;
    return {
      assets,
      totalUsd,
      liabilitiesUsd,
      liabilitiesSnapshot: snapshot?.snapshot ?? null,
      liabilitiesAt: snapshot?.createdAt ?? null,
      ratio,
      at: this.clock.now(),
    };
  }
}

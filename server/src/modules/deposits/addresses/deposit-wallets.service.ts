import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { HDKey } from '@scure/bip32';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../config/env';
import { sqlExec, sqlOne, sqlRows, type TableRow } from '../../../database/sql';
import { AuditService } from '../../audit/audit.service';
import type { DepositWalletRow } from '../deposit.model';
import { DepositError, DepositErrorCode } from '../deposits.errors';
import {
  AddressChain,
  AddressConfigError,
  addressAt,
  chainOfNetwork,
  checkStaticAddress,
  isUtxoChain,
  parseAccountKey,
  receiveChain,
  type UtxoMode,
} from './address-derivation';
import { requireUuid, UUID } from '../../../common/uuid';
import { assetOnNetwork, inferWalletAsset, isWalletAsset, type WalletAsset } from './wallet-asset';

export type AddressKind = 'static' | 'derived';

export interface SaveDepositWallet {
  id?: string | null;
  walletName: string;
  /** The human label ("ERC-20", "TRC-20", "Bitcoin"). */
  network: string;
  /** What the wallet receives (USDT, ETH, BTC); read from the name and network when not given. */
  asset?: string | null;
  /** The explicit network (bitcoin, ethereum, tron); read from the label when not given. */
  networkName?: string | null;
  addressKind: AddressKind;
  walletAddress?: string | null;
  extendedPublicKey?: string | null;
  active?: boolean | null;
}

type WalletRow = TableRow<'deposit_wallets'>;

export type DepositWalletAdminRow = DepositWalletRow & Pick<WalletRow, 'extended_public_key' | 'next_index' | 'active'>;

/** The index a derived wallet gives out next, taken with its key and chain (a derived wallet has both). */
interface NextIndexRow {
  derivation_index: TableRow<'deposit_addresses'>['derivation_index'];
  extended_public_key: NonNullable<WalletRow['extended_public_key']>;
  chain: NonNullable<WalletRow['chain']>;
}

const WALLET_COLUMNS = `id, wallet_name, wallet_address, network, chain, asset, address_kind`;

const NETWORKS: readonly AddressChain[] = ['bitcoin', 'ethereum', 'tron', 'litecoin'];

/** Who changes a wallet, and from where (the audit entry's actor and IP). */
export interface WalletEditor {
  id: string;
  ip: string | null;
}

/** What the audit log keeps of a wallet before and after a change: its configuration (public keys and addresses only). */
function walletAuditView(row: DepositWalletAdminRow) {
  return {
    walletName: row.wallet_name,
    network: row.network,
    chain: row.chain,
    asset: row.asset,
    addressKind: row.address_kind,
    walletAddress: row.wallet_address,
    extendedPublicKey: row.extended_public_key,
    active: row.active,
    nextIndex: Number(row.next_index),
  };
}

/** Deposit wallets: the operator's configuration, and the address each deposit reference is given. */
@Injectable()
export class DepositWalletsService {
  /** Receive chains by extended key: deriving an address is then one child step. */
  private readonly receiveChains = new Map<string, HDKey>();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The network a UTXO coin's keys and addresses are for (BITCOIN_NETWORK, LITECOIN_NETWORK); mainnet for the others. */
  modeOf(chain: AddressChain): UtxoMode {
    return isUtxoChain(chain) ? this.config.utxoChains[chain].network : 'mainnet';
  }

  listActive(): Promise<DepositWalletRow[]> {
    return sqlRows<DepositWalletRow>(this.db, `SELECT ${WALLET_COLUMNS} FROM deposit_wallets WHERE active ORDER BY wallet_name, network`);
  }

  listAll(): Promise<DepositWalletAdminRow[]> {
    return sqlRows<DepositWalletAdminRow>(
      this.db,
      `SELECT ${WALLET_COLUMNS}, extended_public_key, next_index, active FROM deposit_wallets ORDER BY wallet_name, network`,
    );
  }

  /** The active wallet a deposit is paid to: by id, or (static wallets, as before) by its address. */
  async findActive(walletId: string | undefined, walletAddress: string | undefined): Promise<DepositWalletRow | undefined> {
    const id = walletId?.trim();
    if (id) {
      if (!UUID.test(id)) return undefined;
      return (await sqlOne<DepositWalletRow>(this.db, `SELECT ${WALLET_COLUMNS} FROM deposit_wallets WHERE id = $1 AND active`, [id])) ?? undefined;
    }
    return (
      (await sqlOne<DepositWalletRow>(this.db, `SELECT ${WALLET_COLUMNS} FROM deposit_wallets WHERE wallet_address = $1 AND active`, [
        walletAddress?.trim(),
      ])) ?? undefined
    );
  }

  /**
   * The address a deposit is paid to. A static wallet gives its one address; a derived wallet gives
   * the deposit its own: the one it already holds on this wallet, or the next index's, taken with
   * UPDATE … RETURNING (the row lock orders parallel references; the unique (wallet, index) backs it).
   */
  async addressFor(manager: EntityManager, wallet: DepositWalletRow, transactionId: string): Promise<string> {
    if (wallet.address_kind === 'static') return wallet.wallet_address!;
    const held = await sqlOne<Pick<TableRow<'deposit_addresses'>, 'address'>>(
      manager,
      `SELECT address FROM deposit_addresses WHERE transaction_id = $1 AND wallet_id = $2 ORDER BY id DESC LIMIT 1`,
      [transactionId, wallet.id],
    );
    if (held) return held.address;
    const next = await sqlOne<NextIndexRow>(
      manager,
      `UPDATE deposit_wallets SET next_index = next_index + 1 WHERE id = $1 AND address_kind = 'derived' RETURNING next_index - 1 AS derivation_index, extended_public_key, chain`,
      [wallet.id],
    );
    if (!next) throw new DepositError(DepositErrorCode.WALLET_CHANGED);
    const address = this.derive(next.chain, next.extended_public_key, next.derivation_index);
    await sqlExec(manager, `INSERT INTO deposit_addresses (wallet_id, derivation_index, address, transaction_id) VALUES ($1, $2, $3, $4)`, [
      wallet.id,
      next.derivation_index,
      address,
      transactionId,
    ]);
    return address;
  }

  /** Whether a deposit's address was derived for it (true) or is its wallet's one static address. */
  async kindOfAddress(transactionId: string, address: string | null): Promise<AddressKind | null> {
    if (!address) return null;
    const row = await sqlOne<{ one: number }>(this.db, `SELECT 1 AS one FROM deposit_addresses WHERE transaction_id = $1 AND address = $2 LIMIT 1`, [
      transactionId,
      address,
    ]);
    return row ? 'derived' : 'static';
  }

  derive(chain: AddressChain, extendedPublicKey: string, index: number): string {
    let receive = this.receiveChains.get(extendedPublicKey);
    if (!receive) {
      receive = receiveChain(parseAccountKey(chain, extendedPublicKey, this.modeOf(chain)));
      this.receiveChains.set(extendedPublicKey, receive);
    }
    return addressAt(chain, receive, index, this.modeOf(chain));
  }

  /** Creates or changes a wallet; a malformed key or address, or one of another network, is refused with the reason. */
  async save(input: SaveDepositWallet, actor: WalletEditor): Promise<DepositWalletAdminRow> {
    const walletName = input.walletName?.trim();
    const network = input.network?.trim();
    if (!walletName || walletName.length > 80) throw new DepositError(DepositErrorCode.WALLET_NAME_INVALID);
    if (!network || network.length > 20) throw new DepositError(DepositErrorCode.WALLET_NETWORK_INVALID);
    const named = input.networkName?.trim().toLowerCase();
    if (named && !NETWORKS.includes(named as AddressChain)) throw new DepositError(DepositErrorCode.WALLET_ASSET_INVALID);
    const chain = (named as AddressChain | undefined) || chainOfNetwork(network);
    if (!chain) throw new DepositError(input.addressKind === 'derived' ? DepositErrorCode.CHAIN_NOT_DERIVABLE : DepositErrorCode.WALLET_ASSET_INVALID);
    const givenAsset = input.asset?.trim().toUpperCase();
    if (givenAsset && !isWalletAsset(givenAsset)) throw new DepositError(DepositErrorCode.WALLET_ASSET_INVALID);
    const asset = givenAsset ? (givenAsset as WalletAsset) : inferWalletAsset(chain, walletName, network);
    if (!assetOnNetwork(asset, chain)) throw new DepositError(DepositErrorCode.WALLET_ASSET_INVALID);
    let walletAddress: string | null = null;
    let extendedPublicKey: string | null = null;
    try {
      if (input.addressKind === 'derived') {
        if (!input.extendedPublicKey?.trim()) throw new DepositError(DepositErrorCode.EXTENDED_KEY_REQUIRED);
        extendedPublicKey = input.extendedPublicKey.trim();
        parseAccountKey(chain, extendedPublicKey, this.modeOf(chain));
      } else if (input.addressKind === 'static') {
        if (!input.walletAddress?.trim()) throw new DepositError(DepositErrorCode.WALLET_ADDRESS_REQUIRED);
        walletAddress = checkStaticAddress(chain, input.walletAddress, this.modeOf(chain));
      } else {
        throw new DepositError(DepositErrorCode.ADDRESS_KIND_REQUIRED);
      }
    } catch (error) {
      if (error instanceof AddressConfigError) throw new DepositError(DepositErrorCode.INVALID_WALLET_KEY, error.message);
      throw error;
    }
    try {
      return await this.db.transaction(async (manager) => {
        let row: DepositWalletAdminRow;
        let before: DepositWalletAdminRow | null = null;
        if (input.id) {
          requireUuid(input.id, 'deposit wallet id');
          const current = await sqlOne<DepositWalletAdminRow>(manager, `SELECT * FROM deposit_wallets WHERE id = $1 FOR UPDATE`, [input.id]);
          if (!current) throw new DepositError(DepositErrorCode.WALLET_NOT_FOUND);
          before = current;
          if (extendedPublicKey && current.next_index > 0 && current.extended_public_key !== extendedPublicKey) {
            throw new DepositError(DepositErrorCode.WALLET_KEY_IN_USE);
          }
          row = (await sqlOne<DepositWalletAdminRow>(
            manager,
            `UPDATE deposit_wallets SET wallet_name = $2, network = $3, chain = $4, address_kind = $5, wallet_address = $6, extended_public_key = $7,
               active = COALESCE($8, active), asset = $9, updated_at = now() WHERE id = $1 RETURNING *`,
            [input.id, walletName, network, chain, input.addressKind, walletAddress, extendedPublicKey, input.active ?? null, asset],
          ))!;
        } else {
          row = (await sqlOne<DepositWalletAdminRow>(
            manager,
            `INSERT INTO deposit_wallets (wallet_name, network, chain, address_kind, wallet_address, extended_public_key, active, asset)
             VALUES ($1, $2, $3, $4, $5, $6, COALESCE($7, true), $8) RETURNING *`,
            [walletName, network, chain, input.addressKind, walletAddress, extendedPublicKey, input.active ?? null, asset],
          ))!;
        }
        await this.audit.record(manager, {
          actorId: actor.id,
          actorRole: 'admin',
          action: 'deposit_wallet.saved',
          details: { walletId: row.id, before: before && walletAuditView(before), after: walletAuditView(row) },
          ip: actor.ip,
        });
        return row;
      });
    } catch (error) {
      const constraint = error instanceof QueryFailedError ? (error as unknown as { constraint?: string }).constraint : undefined;
      if (constraint === 'deposit_wallets_extended_public_key_key') throw new DepositError(DepositErrorCode.WALLET_KEY_TAKEN);
      if (constraint === 'deposit_wallets_wallet_address_key') throw new DepositError(DepositErrorCode.WALLET_ADDRESS_TAKEN);
      throw error;
    }
  }
}

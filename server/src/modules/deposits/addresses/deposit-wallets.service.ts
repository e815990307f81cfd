import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { HDKey } from '@scure/bip32';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { badInput, conflict, notFound } from '../../../common/errors/domain-error';
import { AuditService } from '../../audit/audit.service';
import type { DepositWalletRow } from '../deposit.model';
import { AddressChain, AddressConfigError, addressAt, chainOfNetwork, checkStaticAddress, parseAccountKey, receiveChain } from './address-derivation';
import { requireUuid, UUID } from '../../../common/uuid';

export type AddressKind = 'static' | 'derived';

export interface SaveDepositWallet {
  id?: string | null;
  walletName: string;
  network: string;
  addressKind: AddressKind;
  walletAddress?: string | null;
  extendedPublicKey?: string | null;
  active?: boolean | null;
}

export interface DepositWalletAdminRow extends DepositWalletRow {
  extended_public_key: string | null;
  next_index: number;
  active: boolean;
}

const WALLET_COLUMNS = `id, wallet_name, wallet_address, network, chain, address_kind`;

/** Deposit wallets: the operator's configuration, and the address each deposit reference is given. */
@Injectable()
export class DepositWalletsService {
  /** Receive chains by extended key: deriving an address is then one child step. */
  private readonly receiveChains = new Map<string, HDKey>();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditService,
  ) {}

  listActive(): Promise<DepositWalletRow[]> {
    return this.db.query(`SELECT ${WALLET_COLUMNS} FROM deposit_wallets WHERE active ORDER BY wallet_name, network`);
  }

  listAll(): Promise<DepositWalletAdminRow[]> {
    return this.db.query(`SELECT ${WALLET_COLUMNS}, extended_public_key, next_index, active FROM deposit_wallets ORDER BY wallet_name, network`);
  }

  /** The active wallet a deposit is paid to: by id, or (static wallets, as before) by its address. */
  async findActive(walletId: string | undefined, walletAddress: string | undefined): Promise<DepositWalletRow | undefined> {
    const id = walletId?.trim();
    if (id) {
      if (!UUID.test(id)) return undefined;
      const [row] = await this.db.query(`SELECT ${WALLET_COLUMNS} FROM deposit_wallets WHERE id = $1 AND active`, [id]);
      return row;
    }
    const [row] = await this.db.query(`SELECT ${WALLET_COLUMNS} FROM deposit_wallets WHERE wallet_address = $1 AND active`, [walletAddress?.trim()]);
    return row;
  }

  /**
   * The address a deposit is paid to. A static wallet gives its one address; a derived wallet gives
   * the deposit its own: the one it already holds on this wallet, or the next index's, taken with
   * UPDATE … RETURNING (the row lock orders parallel references; the unique (wallet, index) backs it).
   */
  async addressFor(manager: EntityManager, wallet: DepositWalletRow, transactionId: string): Promise<string> {
    if (wallet.address_kind === 'static') return wallet.wallet_address!;
    const [held] = await manager.query(`SELECT address FROM deposit_addresses WHERE transaction_id = $1 AND wallet_id = $2 ORDER BY id DESC LIMIT 1`, [transactionId, wallet.id]);
    if (held) return held.address;
    const [[next]] = await manager.query(
      `UPDATE deposit_wallets SET next_index = next_index + 1 WHERE id = $1 AND address_kind = 'derived' RETURNING next_index - 1 AS derivation_index, extended_public_key, chain`,
      [wallet.id],
    );
    if (!next) throw conflict('This wallet was changed a moment ago; please choose it again.');
    const address = this.derive(next.chain, next.extended_public_key, next.derivation_index);
    await manager.query(`INSERT INTO deposit_addresses (wallet_id, derivation_index, address, transaction_id) VALUES ($1, $2, $3, $4)`, [
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
    const [row] = await this.db.query(`SELECT 1 FROM deposit_addresses WHERE transaction_id = $1 AND address = $2 LIMIT 1`, [transactionId, address]);
    return row ? 'derived' : 'static';
  }

  derive(chain: AddressChain, extendedPublicKey: string, index: number): string {
    let receive = this.receiveChains.get(extendedPublicKey);
    if (!receive) {
      receive = receiveChain(parseAccountKey(chain, extendedPublicKey));
      this.receiveChains.set(extendedPublicKey, receive);
    }
    return addressAt(chain, receive, index);
  }

  /** Creates or changes a wallet; a malformed key or address, or one of another network, is refused with the reason. */
  async save(input: SaveDepositWallet, actorId: string): Promise<DepositWalletAdminRow> {
    const walletName = input.walletName?.trim();
    const network = input.network?.trim();
    if (!walletName || walletName.length > 80) throw badInput('Give the wallet a name (at most 80 characters).');
    if (!network || network.length > 20) throw badInput('Give the wallet its network, e.g. BTC, ERC20 or TRC20 (at most 20 characters).');
    const chain = chainOfNetwork(network);
    let walletAddress: string | null = null;
    let extendedPublicKey: string | null = null;
    try {
      if (input.addressKind === 'derived') {
        if (!chain) throw badInput('Addresses can be derived for BTC, ERC20 (Ethereum) and TRC20 (TRON) wallets; give this wallet a static address instead.');
        if (!input.extendedPublicKey?.trim()) throw badInput('Enter the extended public key the addresses are derived from.');
        extendedPublicKey = input.extendedPublicKey.trim();
        parseAccountKey(chain, extendedPublicKey);
      } else if (input.addressKind === 'static') {
        if (!input.walletAddress?.trim()) throw badInput('Enter the wallet address.');
        walletAddress = checkStaticAddress(chain, input.walletAddress);
      } else {
        throw badInput('Choose whether the wallet has one static address or derives one per deposit.');
      }
    } catch (error) {
      if (error instanceof AddressConfigError) throw badInput(error.message, 'INVALID_WALLET_KEY');
      throw error;
    }
    try {
      return await this.db.transaction(async (manager) => {
        let row: DepositWalletAdminRow;
        if (input.id) {
          requireUuid(input.id, 'deposit wallet id');
          const [current] = await manager.query(`SELECT * FROM deposit_wallets WHERE id = $1 FOR UPDATE`, [input.id]);
          if (!current) throw notFound('Deposit wallet not found.');
          if (extendedPublicKey && current.next_index > 0 && current.extended_public_key !== extendedPublicKey) {
            throw conflict('This wallet has already given out addresses from its key; add a new wallet for the new key and deactivate this one.', 'WALLET_KEY_IN_USE');
          }
          [[row]] = await manager.query(
            `UPDATE deposit_wallets SET wallet_name = $2, network = $3, chain = $4, address_kind = $5, wallet_address = $6, extended_public_key = $7,
               active = COALESCE($8, active), updated_at = now() WHERE id = $1 RETURNING *`,
            [input.id, walletName, network, chain, input.addressKind, walletAddress, extendedPublicKey, input.active ?? null],
          );
        } else {
          [row] = await manager.query(
            `INSERT INTO deposit_wallets (wallet_name, network, chain, address_kind, wallet_address, extended_public_key, active)
             VALUES ($1, $2, $3, $4, $5, $6, COALESCE($7, true)) RETURNING *`,
            [walletName, network, chain, input.addressKind, walletAddress, extendedPublicKey, input.active ?? null],
          );
        }
        await this.audit.record(manager, {
          actorId,
          actorRole: 'admin',
          action: 'deposit_wallet.saved',
          details: { walletId: row.id, walletName, network, addressKind: input.addressKind, walletAddress, extendedPublicKey, active: row.active },
        });
        return row;
      });
    } catch (error) {
      const constraint = error instanceof QueryFailedError ? (error as unknown as { constraint?: string }).constraint : undefined;
      if (constraint === 'deposit_wallets_extended_public_key_key') throw conflict('Another wallet already uses this extended public key.', 'WALLET_KEY_TAKEN');
      if (constraint === 'deposit_wallets_wallet_address_key') throw conflict('Another wallet already uses this address.', 'WALLET_ADDRESS_TAKEN');
      throw error;
    }
  }
}

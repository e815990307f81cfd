import { erc20Abi, formatUnits, getAddress, type PublicClient } from 'viem';
import { Decimal } from '../../common/money';
import { tronToHex } from './tron-address';
import { RPC_WALLET_ALREADY_LOADED, RPC_WALLET_NOT_FOUND, UtxoRpc, UtxoRpcError } from './utxo-rpc';
import { ASSET_DECIMALS, type ChainAsset, type ChainNetwork } from './watched-addresses';

type Hex = `0x${string}`;

/** A balance as read: a decimal string in the asset's unit (never a JS number), and the block it was read at. */
export interface AddressBalance {
  balance: string;
  /** The block read (EVM: the last confirmed block; UTXO: the node's tip). */
  block: string;
}

const toHex = (network: ChainNetwork, address: string): Hex => (network === 'tron' ? tronToHex(address) : (getAddress(address).toLowerCase() as Hex));

/**
 * An EVM address's balance at the network's last confirmed block (head − confirmations + 1, as the
 * watcher credits): ether with eth_getBalance, USDT with the contract's balanceOf (eth_call).
 */
export async function evmAddressBalance(
  client: PublicClient,
  network: ChainNetwork,
  asset: ChainAsset,
  address: string,
  chain: { usdtContract: string; confirmations: number },
): Promise<AddressBalance> {
  const head = await client.getBlockNumber();
  const confirmed = head - BigInt(chain.confirmations) + 1n;
  const blockNumber = confirmed < 0n ? 0n : confirmed;
  const owner = toHex(network, address);
  let raw: bigint;
  if (asset === 'USDT') {
    raw = await client.readContract({ address: toHex(network, chain.usdtContract), abi: erc20Abi, functionName: 'balanceOf', args: [owner], blockNumber });
  } else if (asset === 'ETH' && network === 'ethereum') {
    raw = await client.getBalance({ address: owner, blockNumber });
  } else {
    throw new Error(`${network} holds no ${asset} the platform reads`);
  }
  return { balance: formatUnits(raw, ASSET_DECIMALS[asset]), block: blockNumber.toString() };
}

/** The node wallet that watches reserve addresses (watch-only, no keys), one per node. */
export const RESERVE_WALLET = 'invest-reserves';

/**
 * A Bitcoin / Litecoin address's balance through the node's watch-only wallet: the address is
 * imported once as addr(…) (importdescriptors on a descriptor wallet, importmulti on a legacy one)
 * with a rescan from the chain's start, then its unspent outputs with at least `confirmations` are
 * summed (listunspent). The first read of an address waits for that rescan.
 */
export async function utxoAddressBalance(rpc: UtxoRpc, address: string, confirmations: number): Promise<AddressBalance> {
  // Loaded already: asked first, as older nodes (Litecoin Core 0.21) answer a second loadwallet with a generic error.
  if (!(await rpc.call<string[]>('listwallets')).includes(RESERVE_WALLET)) {
    try {
      await rpc.call('loadwallet', [RESERVE_WALLET]);
    } catch (error) {
      if (!(error instanceof UtxoRpcError)) throw error;
      if (error.code === RPC_WALLET_NOT_FOUND) {
        await rpc.call('createwallet', { wallet_name: RESERVE_WALLET, disable_private_keys: true, blank: true, load_on_startup: true });
      } else if (error.code !== RPC_WALLET_ALREADY_LOADED) {
        throw error;
      }
    }
  }
  const info = await rpc.call<{ ismine?: boolean; iswatchonly?: boolean }>('getaddressinfo', [address], RESERVE_WALLET);
  if (!info.ismine && !info.iswatchonly) {
    const { descriptor } = await rpc.call<{ descriptor: string }>('getdescriptorinfo', [`addr(${address})`]);
    const wallet = await rpc.call<{ descriptors?: boolean }>('getwalletinfo', [], RESERVE_WALLET);
    const request = { desc: descriptor, timestamp: 0 };
    const results = wallet.descriptors
      ? await rpc.call<{ success: boolean; error?: { message: string } }[]>('importdescriptors', [[{ ...request, active: false }]], RESERVE_WALLET, 0)
      : await rpc.call<{ success: boolean; error?: { message: string } }[]>(
          'importmulti',
          [[{ ...request, watchonly: true }], { rescan: true }],
          RESERVE_WALLET,
          0,
        );
    const failed = results.find((r) => !r.success);
    if (failed) throw new Error(`the node refused the watch-only import of a reserve address: ${failed.error?.message ?? 'no reason given'}`);
  }
  const tip = await rpc.call<number>('getblockcount');
  const unspent = await rpc.call<{ amount: string; address?: string }[]>('listunspent', [confirmations, 9_999_999, [address], true], RESERVE_WALLET);
  const total = unspent.reduce((sum, output) => sum.plus(output.amount), new Decimal(0));
  return { balance: total.toFixed(), block: String(tip) };
}

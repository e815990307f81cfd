import { DataSource } from 'typeorm';
import { createPublicClient, createWalletClient, type Hex, http, type PublicClient } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { ChainScanner, type ChainScannerConfig } from '../../src/modules/chains/chain-scanner';
import type { ChainNetwork, WatchedAddress, WatchedAddressSource } from '../../src/modules/chains/watched-addresses';
import type { Anvil } from './anvil';
import { TEST_TOKEN_ABI, testTokenBytecode } from './test-token';

/** anvil's published development mnemonic: its first accounts hold 10,000 ETH each. */
const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';

/** Watched addresses held in memory (the deposits module will read open deposits instead). */
export class ListedAddresses implements WatchedAddressSource {
  readonly byNetwork = new Map<ChainNetwork, WatchedAddress[]>();
  add(network: ChainNetwork, ...addresses: WatchedAddress[]) {
    this.byNetwork.set(network, [...(this.byNetwork.get(network) ?? []), ...addresses]);
  }
  openAddresses(network: ChainNetwork): Promise<WatchedAddress[]> {
    return Promise.resolve(this.byNetwork.get(network) ?? []);
  }
}

export function anvilClients(anvil: Anvil, accountIndex = 0, onRequest?: () => void) {
  const account = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: accountIndex });
  const chain = {
    id: 31337,
    name: 'anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.url] } },
  } as const;
  const transport = http(anvil.url, { onFetchRequest: onRequest ? () => onRequest() : undefined });
  const wallet = createWalletClient({ account, chain, transport: http(anvil.url) });
  const pub = createPublicClient({ chain, transport }) as PublicClient;
  return { account, wallet, pub };
}

/** Deploys the test token (6 decimals) and mines it; returns its address. */
export async function deployToken(anvil: Anvil, accountIndex = 0): Promise<Hex> {
  const { wallet, pub } = anvilClients(anvil, accountIndex);
  const hash = await wallet.deployContract({ abi: TEST_TOKEN_ABI, bytecode: testTokenBytecode() });
  await anvil.mine();
  const receipt = await pub.getTransactionReceipt({ hash });
  if (receipt.status !== 'success' || !receipt.contractAddress) throw new Error('token deployment failed');
  return receipt.contractAddress;
}

export function scannerFor(db: DataSource, pub: PublicClient, source: WatchedAddressSource, config: ChainScannerConfig) {
  return new ChainScanner(db, pub, source, config);
}

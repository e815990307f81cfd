import { isolateLtr } from './locale';

// The blockchains deposits are paid on (a wallet's networkName), by their own names: proper
// nouns, written the same in every language.
const TITLES: Record<string, string> = { ethereum: 'Ethereum', tron: 'TRON', bitcoin: 'Bitcoin', litecoin: 'Litecoin' };

/** "Ethereum" for ethereum; a network this client does not know shows as sent. */
export function networkTitle(networkName: string | null | undefined): string {
  const name = (networkName ?? '').trim();
  return TITLES[name.toLowerCase()] ?? name;
}

/**
 * How a deposit wallet is offered: its asset and network, with the token standard when the label
 * says more than the network's name ("USDT · Ethereum (ERC-20)", "BTC · Bitcoin").
 */
export function assetOnNetwork({ asset, networkName, network }: { asset: string; networkName: string; network?: string | null }): string {
  const title = networkTitle(networkName);
  const label = (network ?? '').trim();
  const redundant = [title.toLowerCase(), asset.toLowerCase()].includes(label.toLowerCase());
  const standard = label && !redundant ? ` (${label})` : '';
  return isolateLtr(`${asset} · ${title}${standard}`);
}

// EVM content: addresses (bare `0x…` or CAIP-10 `eip155:<chainId>:0x…`), 32-byte hex values (HEX: transaction
// hashes and the like), Base names (BASENAME), and block-explorer links to any of them.
//
// Addresses are stored in CAIP-10 form, lower-cased, as the reference does (`eip155:1:0x…`). A bare address says
// nothing about its chain; it is filed under chain 1 and `metadata.chainAssumed` says so. Mixed-case input is not
// checked against EIP-55 (that needs keccak-256); lower-casing makes every spelling one asset anyway.
import type { Recognised } from './types';

/** Names for the chain ids people paste most; others keep only their CAIP-2 id. */
const CHAIN_NAMES: Readonly<Record<string, string>> = {
  '1': 'ethereum', '10': 'optimism', '56': 'bsc', '100': 'gnosis', '137': 'polygon', '250': 'fantom',
  '324': 'zksync', '1101': 'polygon-zkevm', '5000': 'mantle', '8453': 'base', '42161': 'arbitrum',
  '42220': 'celo', '43114': 'avalanche', '59144': 'linea', '81457': 'blast', '534352': 'scroll',
  '7777777': 'zora', '11155111': 'sepolia',
};

const ADDRESS = /^0x[0-9a-f]{40}$/i;
const CAIP10 = /^eip155:([1-9]\d{0,31}):(0x[0-9a-f]{40})$/i;
const HEX32 = /^0x[0-9a-f]{64}$/i;
const BASENAME = /^([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)\.base\.eth$/i;

function chainFields(chainId: string): Pick<Recognised, 'chain' | 'caip2ChainId'> {
  const name = CHAIN_NAMES[chainId];
  return { ...(name ? { chain: name } : {}), caip2ChainId: `eip155:${chainId}` };
}

export function addressAsset(address: string, chainId: string, assumed: boolean): Recognised {
  const lower = address.toLowerCase();
  return {
    content: `eip155:${chainId}:${lower}`,
    type: 'ADDRESS',
    identifier: lower,
    identifierType: 'address',
    ...chainFields(chainId),
    ...(assumed ? { metadata: { chainAssumed: 'true' } } : {}),
  };
}

export function hexAsset(hex: string, chainId?: string): Recognised {
  const lower = hex.toLowerCase();
  return {
    content: lower,
    type: 'HEX',
    identifier: lower,
    identifierType: 'hash',
    ...(chainId ? chainFields(chainId) : {}),
  };
}

/** Bare address, CAIP-10 address, `ethereum:0x…[@chainId]` (EIP-681), 32-byte hex, or `name.base.eth`. */
export function recogniseEvm(text: string): Recognised | null {
  if (ADDRESS.test(text)) return addressAsset(text, '1', true);
  const caip = CAIP10.exec(text);
  if (caip) return addressAsset(caip[2] ?? '', caip[1] ?? '', false);
  const eip681 = /^ethereum:(?:pay-)?(0x[0-9a-f]{40})(?:@([1-9]\d{0,31}))?(?:[/?].*)?$/i.exec(text);
  if (eip681) return addressAsset(eip681[1] ?? '', eip681[2] ?? '1', eip681[2] === undefined);
  if (HEX32.test(text)) return hexAsset(text);
  const base = BASENAME.exec(text);
  if (base) {
    const content = text.toLowerCase();
    return { content, type: 'BASENAME', identifier: (base[1] ?? '').toLowerCase(), identifierType: 'basename', ...chainFields('8453') };
  }
  return null;
}

/** Block explorers by host, with the chain each serves. */
const EXPLORERS: Readonly<Record<string, string>> = {
  'etherscan.io': '1', 'optimistic.etherscan.io': '10', 'bscscan.com': '56', 'gnosisscan.io': '100',
  'polygonscan.com': '137', 'ftmscan.com': '250', 'basescan.org': '8453', 'arbiscan.io': '42161',
  'celoscan.io': '42220', 'snowtrace.io': '43114', 'lineascan.build': '59144', 'blastscan.io': '81457',
  'scrollscan.com': '534352', 'sepolia.etherscan.io': '11155111',
};

/** `https://etherscan.io/address/0x…` (also /token/), and `/tx/0x…` as HEX, on the chain of the explorer. */
export function recogniseExplorer(host: string, segments: readonly string[]): Recognised | null {
  const chainId = EXPLORERS[host];
  if (!chainId) return null;
  const [kind, value = ''] = segments;
  if ((kind === 'address' || kind === 'token') && ADDRESS.test(value)) return addressAsset(value, chainId, false);
  if (kind === 'tx' && HEX32.test(value)) return hexAsset(value, chainId);
  return null;
}

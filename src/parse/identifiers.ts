// Recognisers for content that is not a web location: email addresses, phone numbers and IPFS CIDs.
import { isPublicHost } from './hostname';
import type { Recognised } from './types';

const EMAIL = /^([a-z0-9.!#$%&'*+/=^_`{|}~-]{1,64})@([^@\s/?#]+)$/i;

/** `user@example.com` or `mailto:user@example.com?subject=…`; lower-cased, the domain in punycode. */
export function recogniseEmail(text: string): Recognised | null {
  const bare = /^mailto:/i.test(text) ? text.slice(7).split('?')[0] ?? '' : text;
  const match = EMAIL.exec(bare);
  if (!match) return null;
  const local = match[1] ?? '';
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return null;
  let domain: string;
  try {
    domain = new URL(`https://${match[2] ?? ''}`).hostname;
  } catch {
    return null;
  }
  if (!isPublicHost(domain) || domain.startsWith('[') || /^[\d.]+$/.test(domain)) return null;
  const content = `${local.toLowerCase()}@${domain}`;
  return { content, type: 'EMAIL', identifier: content, identifierType: 'email' };
}

const PHONE = /^(?:tel:)?\+[\d\s().-]+$/i;

/**
 * An international number (`+` then the country code), to E.164: `+` and 7 to 15 digits, the first not 0.
 * Numbers without `+` are refused: without a country code they are ambiguous.
 */
export function recognisePhone(text: string): Recognised | null {
  if (!PHONE.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15 || digits.startsWith('0')) return null;
  return { content: `+${digits}`, type: 'PHONE_NUMBER', identifier: `+${digits}`, identifierType: 'phoneNumber' };
}

/** CIDv0: base58btc multihash, always `Qm` + 44 characters (a sha2-256 digest). */
const CID_V0 = /^Qm[1-9A-HJ-NP-Za-km-z]{44}$/;
/** CIDv1 in base32 (multibase `b`): version byte 0x01 makes every one start `ba`. */
const CID_V1 = /^ba[a-z2-7]{56,200}$/;

/** A CID on its own; v1 is lower-cased (base32 is case-insensitive), v0 is case-sensitive. */
export function normaliseCid(text: string): string | null {
  if (CID_V0.test(text)) return text;
  const lower = text.toLowerCase();
  return CID_V1.test(lower) ? lower : null;
}

export function ipfsAsset(cid: string, path: string, via?: string): Recognised {
  const metadata: Record<string, string> = {};
  if (path && path !== '/') metadata.path = path;
  if (via) metadata.gateway = via;
  return {
    content: cid,
    type: 'IPFS',
    identifier: cid,
    identifierType: cid.startsWith('Qm') ? 'cidV0' : 'cidV1',
    ...(Object.keys(metadata).length > 0 ? { metadata } : {}),
  };
}

/** A bare CID, or `ipfs://CID/path`. Gateway URLs are handled with the other web URLs. */
export function recogniseIpfs(text: string): Recognised | null {
  const scheme = /^ipfs:\/\/(?:ipfs\/)?([^/?#]+)([^?#]*)/i.exec(text);
  const cid = normaliseCid(scheme ? scheme[1] ?? '' : text);
  if (!cid) return null;
  return ipfsAsset(cid, scheme ? scheme[2] ?? '' : '');
}

// The shape every platform recogniser shares. A platform claims hosts (exact names after `www.`/`m.`/`mobile.`
// are dropped, or a pattern for per-user subdomains) and turns a URL on them into an asset.
//
// Content convention: `host/path` without the scheme, on one canonical host per platform, with only the
// path parts that identify the thing (the reference shows `twitter.com/handle`). Parts the platform treats as
// case-insensitive (handles, usernames) are lower-cased; case-sensitive ones (video ids, invite codes) are kept.
// Prefixing `https://` to the content always gives a working URL to the same thing.
import type { AssetModel, AssetType, Recognised } from '../types';

export interface WebParts {
  /** Host with `www.`, `m.`, `mobile.` dropped, lower-case. */
  host: string;
  /** Path segments, without empty ones, as they appear (still percent-encoded). */
  segments: readonly string[];
  params: URLSearchParams;
  /** Raw pathname and search (`?…` or ''), for the few sites whose paths embed another URL. */
  path: string;
  search: string;
}

export interface Platform {
  name: string;
  hosts?: readonly string[];
  /** For platforms that give each user a subdomain (`name.substack.com`). */
  hostPattern?: RegExp;
  match(parts: WebParts): Recognised | null;
}

interface HitFields {
  identifier: string;
  identifierType: string;
  model?: AssetModel;
  metadata?: Record<string, string>;
}

export function hit(type: AssetType, content: string, fields: HitFields): Recognised {
  const out: Recognised = { content, type, identifier: fields.identifier, identifierType: fields.identifierType };
  if (fields.model) out.model = fields.model;
  if (fields.metadata && Object.keys(fields.metadata).length > 0) out.metadata = fields.metadata;
  return out;
}

/** Segment `i` as written when it matches `re`, else null; keeps the per-platform rules short. */
export function seg(parts: WebParts, i: number, re: RegExp): string | null {
  const value = parts.segments[i];
  return value !== undefined && re.test(value) ? value : null;
}

/** `seg`, lower-cased: for the parts a platform treats as case-insensitive. */
export function lowerSeg(parts: WebParts, i: number, re: RegExp): string | null {
  return seg(parts, i, re)?.toLowerCase() ?? null;
}

export function param(parts: WebParts, name: string, re: RegExp): string | null {
  const value = parts.params.get(name);
  return value !== null && re.test(value) ? value : null;
}

/** Equality of a segment ignoring case (`/Status/` and `/status/` both work on most sites). */
export function is(parts: WebParts, i: number, word: string): boolean {
  return parts.segments[i]?.toLowerCase() === word;
}

/** decodeURIComponent that gives null instead of throwing on a malformed escape. */
export function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

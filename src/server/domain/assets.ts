// Asset lookup and creation by (type, content), with content normalized the way parse normalizes it,
// so `https://Evil.example/x` and `evil.example` name the same URL asset.
import { and, eq, inArray, or } from 'drizzle-orm';
import { canonicalUrl } from '../../blocklist';
import type { AssetRef, AssetType } from '../../contract';
import { assets } from '../db/schema';
import type { Executor } from '../db/types';
import { parseAsset, type ParsedAsset } from '../../parse';

export type AssetRow = typeof assets.$inferSelect;

// RFC 2606 / 6761 names reserved for testing and documentation. parse refuses them (they are never
// public), but demos and end-to-end tests need reportable domains that can never hit a real site.
const TESTING_TLDS = new Set(['test', 'example']);

/**
 * parse, plus domains under the testing TLDs read as URL assets (the domain, like parse does for any
 * URL). Everything that turns user content into an asset goes through here, except /asset/parse.
 */
export function parseContent(raw: string): ParsedAsset | null {
  const parsed = parseAsset(raw);
  if (parsed) return parsed;
  const text = raw.trim();
  if (/\s/.test(text) || /^[a-z][a-z0-9+.-]*:(?!\/\/)/i.test(text) || (/^[a-z][a-z0-9+.-]*:\/\//i.test(text) && !/^https?:\/\//i.test(text))) return null;
  const host = hostOf(text);
  if (!host || !/^([a-z0-9-]+\.)+[a-z0-9-]+$/.test(host) || !TESTING_TLDS.has(host.slice(host.lastIndexOf('.') + 1))) return null;
  return { content: host, submittedContent: raw, type: 'URL', identifier: host, identifierType: 'domain' };
}

/** The stored content for (type, content): parse's normalized content when parse agrees on the type. */
export function normalizeContent(type: AssetType, content: string): string {
  const trimmed = content.trim();
  const parsed = parseContent(trimmed);
  if (parsed && parsed.type === type) return parsed.content;
  if (type === 'URL') return hostOf(trimmed) ?? trimmed.toLowerCase();
  return trimmed;
}

/** The canonical host of a URL or bare domain, or null. */
export function hostOf(content: string): string | null {
  const url = canonicalUrl(content.trim());
  return url && url.host !== '' ? url.host : null;
}

/** `a.b.example.com` -> [a.b.example.com, b.example.com, example.com] (never the bare TLD). */
export function domainAndParents(host: string): string[] {
  const labels = host.split('.');
  const out: string[] = [];
  for (let i = 0; i < labels.length - 1; i++) out.push(labels.slice(i).join('.'));
  return out.length > 0 ? out : [host];
}

export async function findAsset(db: Executor, type: string, content: string): Promise<AssetRow | undefined> {
  const [row] = await db.select().from(assets).where(and(eq(assets.type, type), eq(assets.content, content))).limit(1);
  return row;
}

/** Finds or creates (UNKNOWN) the asset; safe under concurrent creation of the same pair. */
export async function ensureAsset(db: Executor, now: Date, type: string, content: string): Promise<AssetRow> {
  const inserted = await db
    .insert(assets)
    .values({ type, content, status: 'UNKNOWN', createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: [assets.type, assets.content] })
    .returning();
  if (inserted[0]) return inserted[0];
  const found = await findAsset(db, type, content);
  if (!found) throw new Error(`asset ${type} ${content} vanished`);
  return found;
}

export function assetRef(row: AssetRow): AssetRef {
  return { id: row.id, type: row.type as AssetType, content: row.content, status: row.status as AssetRef['status'] };
}

export interface CheckVerdict {
  status: 'UNKNOWN' | 'ALLOWED' | 'BLOCKED';
  reason?: 'reported';
}

/**
 * The verdict for one asset: its own status when known; for web content, a BLOCKED domain blocks
 * every subdomain and page on it (api-reference-shapes §3(a): "a blocked domain implies all subdomains").
 */
export async function checkAsset(db: Executor, type: AssetType, content: string): Promise<CheckVerdict> {
  const normalized = normalizeContent(type, content);
  const host = type === 'URL' || type === 'PAGE' ? hostOf(content) : null;
  // One query: the asset itself, and for web content every URL asset of its domain and parent domains.
  const own = and(eq(assets.type, type), eq(assets.content, normalized));
  const rows = await db
    .select({ type: assets.type, content: assets.content, status: assets.status })
    .from(assets)
    .where(host ? or(own, and(eq(assets.type, 'URL'), inArray(assets.content, domainAndParents(host)), eq(assets.status, 'BLOCKED'))) : own);
  const self = rows.find((r) => r.type === type && r.content === normalized);
  if (self?.status === 'BLOCKED') return { status: 'BLOCKED', reason: 'reported' };
  if (self?.status === 'ALLOWED') return { status: 'ALLOWED' };
  if (rows.some((r) => r.status === 'BLOCKED')) return { status: 'BLOCKED', reason: 'reported' };
  return { status: 'UNKNOWN' };
}

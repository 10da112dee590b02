// The DNS_TWIST detector that runs on this server without any outside service: it generates look-alike
// names of the organization's domains (omission, repetition, transposition, homoglyphs, hyphens,
// affixes, other TLDs) and records a detection for every one that the registry already knows as a
// URL asset. It never resolves or fetches the names: it reads the registry only.
import { and, eq, inArray } from 'drizzle-orm';
import { assets, detections, organizationAssets } from '../db/schema';
import type { Executor } from '../db/types';
import { hostOf } from './assets';

const HOMOGLYPHS: Record<string, string[]> = { o: ['0'], l: ['1', 'i'], i: ['1', 'l'], e: ['3'], a: ['4'], s: ['5'], m: ['rn'], w: ['vv'] };
const AFFIXES = ['login', 'secure', 'support', 'wallet', 'app', 'verify'];
const TLDS = ['com', 'net', 'org', 'io', 'co', 'xyz', 'app'];

/** Look-alike hosts of `domain` (example.com), without the domain itself. */
export function typosquats(domain: string): string[] {
  const dot = domain.indexOf('.');
  if (dot <= 0) return [];
  const name = domain.slice(0, dot);
  const tld = domain.slice(dot + 1);
  const names = new Set<string>();
  for (let i = 0; i < name.length; i++) {
    names.add(name.slice(0, i) + name.slice(i + 1));
    names.add(name.slice(0, i + 1) + name[i] + name.slice(i + 1));
    if (i + 1 < name.length) names.add(name.slice(0, i) + name[i + 1] + name[i] + name.slice(i + 2));
    for (const g of HOMOGLYPHS[name[i]!] ?? []) names.add(name.slice(0, i) + g + name.slice(i + 1));
    if (i > 0) names.add(`${name.slice(0, i)}-${name.slice(i)}`);
  }
  for (const affix of AFFIXES) names.add(`${name}-${affix}`).add(`${affix}-${name}`).add(`${name}${affix}`);
  const hosts = new Set<string>();
  for (const n of names) if (n.length > 0) hosts.add(`${n}.${tld}`);
  for (const t of TLDS) hosts.add(`${name}.${t}`);
  hosts.delete(domain);
  return [...hosts];
}

/** The domains a config watches: its `domains` key, else the organization's own URL assets. */
export async function watchedDomains(db: Executor, organizationId: number, config: Record<string, unknown>): Promise<string[]> {
  const listed = Array.isArray(config.domains) ? config.domains.filter((d): d is string => typeof d === 'string') : [];
  const contents = listed.length > 0
    ? listed
    : (await db.select({ content: organizationAssets.content }).from(organizationAssets).where(and(eq(organizationAssets.organizationId, organizationId), eq(organizationAssets.type, 'URL')))).map((r) => r.content);
  return [...new Set(contents.map((c) => hostOf(c)).filter((h): h is string => h !== null))];
}

/** DNS_TWIST for one config: the detections to add, one per known look-alike asset not yet detected. */
export async function newTyposquatDetections(
  db: Executor,
  config: { id: number; organizationId: number; config: Record<string, unknown> },
  now: Date,
): Promise<(typeof detections.$inferInsert)[]> {
  const candidates = new Set<string>();
  for (const domain of await watchedDomains(db, config.organizationId, config.config)) for (const h of typosquats(domain)) candidates.add(h);
  if (candidates.size === 0) return [];
  const found = await db.select().from(assets).where(and(eq(assets.type, 'URL'), inArray(assets.content, [...candidates])));
  if (found.length === 0) return [];
  const known = await db
    .select({ assetId: detections.assetId })
    .from(detections)
    .where(and(eq(detections.organizationId, config.organizationId), eq(detections.source, 'DNS_TWIST'), inArray(detections.assetId, found.map((a) => a.id))));
  const seen = new Set(known.map((k) => k.assetId));
  return found
    .filter((a) => !seen.has(a.id))
    .map((a) => ({
      organizationId: config.organizationId,
      assetId: a.id,
      configId: config.id,
      source: 'DNS_TWIST',
      threatContent: a.content,
      confidence: a.status === 'BLOCKED' ? 'high' : 'medium',
      createdAt: now,
    }));
}

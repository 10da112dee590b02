// Legitimacy rules: the safety check that refuses to block an asset the service judges legitimate
// (spec, Errors: "an enabled legitimacy rule judged the asset legitimate (for example a widely listed
// domain, or a pattern match on an owned domain)"). Two kinds, global (organizationId null) or owned by
// one organization; only enabled rules count:
// - popular_domain: a registrable domain such as `google.com`; the asset's host is that domain or a
//   subdomain of it.
// - owned_domain_pattern: a regular expression (case-insensitive) tested against the asset's host.
// Rules judge web assets (URL, PAGE) and e-mail addresses by their domain; other types have no host
// and no rule applies to them.
import { and, eq, isNull, or } from 'drizzle-orm';
import { legitimacyRules } from '../db/schema';
import type { Executor } from '../db/types';
import type { Logger } from '../log';
import { hostOf } from './assets';

export interface LegitimacyVerdict {
  ruleId: number;
  kind: 'popular_domain' | 'owned_domain_pattern';
  pattern: string;
  host: string;
}

/** The host a legitimacy rule is judged on, or null for types without one. */
export function legitimacyHost(type: string, content: string): string | null {
  if (type === 'URL' || type === 'PAGE') return hostOf(content);
  if (type === 'EMAIL') {
    const at = content.lastIndexOf('@');
    return at >= 0 ? content.slice(at + 1).trim().toLowerCase() || null : null;
  }
  return null;
}

/** True when `host` is `domain` or one of its subdomains (label boundaries respected). */
export function isSameOrSubdomain(host: string, domain: string): boolean {
  const d = domain.trim().toLowerCase().replace(/^\*?\.+/, '').replace(/\.+$/, '');
  const h = host.toLowerCase().replace(/\.+$/, '');
  return d !== '' && (h === d || h.endsWith(`.${d}`));
}

/**
 * The first enabled rule (global or the organization's) that judges the asset legitimate, or null.
 * A pattern that is not a valid regular expression never matches and is logged, so one bad rule
 * cannot make every review fail.
 */
export async function judgeLegitimacy(
  db: Executor,
  log: Logger,
  organizationId: number,
  asset: { type: string; content: string },
): Promise<LegitimacyVerdict | null> {
  const host = legitimacyHost(asset.type, asset.content);
  if (!host) return null;
  const rules = await db
    .select()
    .from(legitimacyRules)
    .where(and(eq(legitimacyRules.enabled, true), or(isNull(legitimacyRules.organizationId), eq(legitimacyRules.organizationId, organizationId))))
    .orderBy(legitimacyRules.id);
  for (const rule of rules) {
    if (rule.kind === 'popular_domain' && isSameOrSubdomain(host, rule.pattern)) {
      return { ruleId: rule.id, kind: 'popular_domain', pattern: rule.pattern, host };
    }
    if (rule.kind === 'owned_domain_pattern') {
      let regex: RegExp;
      try {
        regex = new RegExp(rule.pattern, 'i');
      } catch {
        log.warn('legitimacy rule has an invalid pattern', { ruleId: rule.id });
        continue;
      }
      if (regex.test(host)) return { ruleId: rule.id, kind: 'owned_domain_pattern', pattern: rule.pattern, host };
    }
  }
  return null;
}

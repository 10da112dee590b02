// Repeat visits to a confirmed scam location are redirected by declarativeNetRequest dynamic rules, so
// the browser sends the scam host nothing at all the second time (the first visit is caught by the
// navigation listener, which needs a round trip to confirm). A rule covers exactly what the listed
// expression covers when DNR can say it: `host/` (the host and its subdomains) or a path prefix ending in
// '/'. Exact-path expressions get no rule; the navigation listener still catches them. The store keeps
// the rules' records so that a new list version, an allowance or a restart can reconcile them.
import type { PrefixSet } from '../blocklist';
import type { DnrRuleRecord, Store } from './store';
import type { WarningPayload } from './messages';

export interface DnrRule {
  id: number;
  priority: number;
  action: { type: 'redirect'; redirect: { extensionPath: string } };
  condition: { requestDomains?: string[]; urlFilter?: string; resourceTypes: 'main_frame'[] };
}

/** The part of browser.declarativeNetRequest this module needs. */
export interface DnrApi {
  updateDynamicRules(options: { removeRuleIds?: number[]; addRules?: DnrRule[] }): Promise<void>;
  getDynamicRules(): Promise<Array<{ id: number }>>;
}

const IP_HOST = /^(\d+\.){3}\d+$|^\[/;

export function ruleCondition(expression: string): DnrRule['condition'] | null {
  const slash = expression.indexOf('/');
  const host = expression.slice(0, slash);
  const path = expression.slice(slash);
  if (slash <= 0 || IP_HOST.test(host) || !path.endsWith('/') || path.includes('?')) return null;
  if (path === '/') return { requestDomains: [host], resourceTypes: ['main_frame'] };
  return { urlFilter: `||${host}${path}`, resourceTypes: ['main_frame'] };
}

const hostOf = (expression: string) => expression.slice(0, expression.indexOf('/'));

export function createRepeatVisitRules(deps: { dnr: DnrApi; store: Store; warningPath: (p: WarningPayload) => string }) {
  const { dnr, store } = deps;

  async function remove(records: DnrRuleRecord[]) {
    if (records.length === 0) return;
    await dnr.updateDynamicRules({ removeRuleIds: records.map((r) => r.ruleId) });
    for (const r of records) await store.deleteDnrRule(r.expression);
  }

  return {
    async add(matched: { expression: string; prefix: number; threat: WarningPayload['threat'] }, warning: WarningPayload) {
      const condition = ruleCondition(matched.expression);
      if (!condition) return false;
      const records = await store.listDnrRules();
      const existing = records.find((r) => r.expression === matched.expression);
      const ruleId = existing?.ruleId ?? Math.max(0, ...records.map((r) => r.ruleId)) + 1;
      const rule: DnrRule = { id: ruleId, priority: 1, action: { type: 'redirect', redirect: { extensionPath: deps.warningPath(warning) } }, condition };
      await dnr.updateDynamicRules({ removeRuleIds: [ruleId], addRules: [rule] });
      await store.putDnrRule({ expression: matched.expression, ruleId, url: warning.url, prefix: matched.prefix, threat: matched.threat });
      return true;
    },
    /** "Continue anyway" on `host`: drop every rule that would redirect it (its own and its parents'). */
    async removeForHost(host: string) {
      const records = await store.listDnrRules();
      await remove(records.filter((r) => host === hostOf(r.expression) || host.endsWith(`.${hostOf(r.expression)}`)));
    },
    /** After a new list version: an expression whose prefix (kept in its record) left the list is no longer blocked. */
    async pruneTo(set: PrefixSet) {
      await remove((await store.listDnrRules()).filter((r) => !set.has(r.prefix)));
    },
    /** At start: rules the store does not know (a crash between the two writes) are removed. */
    async reconcile() {
      const known = new Set((await store.listDnrRules()).map((r) => r.ruleId));
      const stray = (await dnr.getDynamicRules()).map((r) => r.id).filter((id) => !known.has(id));
      if (stray.length > 0) await dnr.updateDynamicRules({ removeRuleIds: stray });
    },
    covers: async (expression: string) => (await store.listDnrRules()).some((r) => r.expression === expression),
    list: () => store.listDnrRules(),
  };
}
export type RepeatVisitRules = ReturnType<typeof createRepeatVisitRules>;

// Blocklist sync: served from the publisher's memory (src/server/blocklist). A node started without a
// publisher answers 503 with Retry-After, like a publisher that has not published its first version.
import { getOperation } from '../../contract/registry';
import { blocklistHandlers } from '../blocklist';
import type { AppDeps } from '../deps';
import { route, type Route } from './define';

// One set of handlers per app (keyed by its deps), so the hottest path builds nothing per request.
const perApp = new WeakMap<AppDeps, ReturnType<typeof blocklistHandlers> | null>();
function handlers(deps: AppDeps) {
  let h = perApp.get(deps);
  if (h === undefined) {
    h = deps.publisher ? blocklistHandlers(deps.publisher, { baseUrl: deps.baseUrl ?? undefined }) : null;
    perApp.set(deps, h);
  }
  return h;
}

const unavailable = (c: { header(n: string, v: string): void; json(b: unknown, s: 503): Response }) => {
  c.header('Retry-After', '5');
  return c.json({ message: 'The blocklist is not published by this node yet; retry shortly', code: 'INTERNAL_SERVER_ERROR' }, 503);
};

export const blocklistRoutes: Route[] = [
  route(getOperation('blocklistVersion'), async ({ c, deps }) => handlers(deps)?.blocklistVersion(c) ?? unavailable(c)),
  route(getOperation('blocklistConfirm'), async ({ c, deps, body }) => handlers(deps)?.blocklistConfirmValidated(body) ?? unavailable(c)),
  route(getOperation('blocklistArtifact'), async ({ c, deps }) => handlers(deps)?.blocklistArtifact(c) ?? unavailable(c)),
];

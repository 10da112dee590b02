// Webhooks group: configure an organization webhook (deliveries: src/server/webhooks).
import { getOperation } from '../../contract/registry';
import { createWebhook } from '../domain/webhook-config';
import { resolveOrganization } from '../http/access';
import { route, type Route } from './define';

export const webhookRoutes: Route[] = [
  route(getOperation('webhookConfig'), async ({ body, principal, deps }) => {
    const { organization } = await resolveOrganization(deps.db, principal, body.slug);
    return createWebhook(deps.db, organization.id, body, deps.clock.now());
  }),
];

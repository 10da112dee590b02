// Dark web credentials: search leaked credentials for a target tracked on a brand (domain/credentials.ts).
import { getOperation } from '../../contract/registry';
import { searchCredentials } from '../domain/credentials';
import { route, type Route } from './define';

export const credentialRoutes: Route[] = [
  route(getOperation('credentialSearch'), async ({ body, principal, deps }) => searchCredentials(deps.db, principal, body)),
];

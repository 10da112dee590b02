// Detections group, results: the detection list, the confirmed threats list and the source catalog.
import { getOperation } from '../../contract/registry';
import { listDetections } from '../domain/detection-list';
import { configSchema, SOURCES } from '../domain/detection-sources';
import { listThreats } from '../domain/detection-threats';
import { resolveOrganization } from '../http/access';
import { route, type Route } from './define';

export const detectionRoutes: Route[] = [
  route(getOperation('detectionList'), async ({ body, principal, deps }) => {
    const { organization } = await resolveOrganization(deps.db, principal, body.slug);
    return listDetections(deps.db, organization.id, body);
  }),

  route(getOperation('threatsList'), async ({ body, principal, deps }) => {
    const { organization } = await resolveOrganization(deps.db, principal, body.slug);
    return listThreats(deps.db, organization.id, body, deps.clock.now());
  }),

  route(getOperation('detectionSources'), async ({ query, principal, deps }) => {
    await resolveOrganization(deps.db, principal, query.slug);
    return {
      sources: SOURCES.map(({ fields: _fields, ...info }) => ({ ...info, configSchema: configSchema({ ...info, fields: _fields }) })),
    };
  }),
];

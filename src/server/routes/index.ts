// Every router of the service. To add one: write routes/<group>.ts exporting `Route[]` built with
// `route(getOperation('<id>'), handler)` (see routes/define.ts), and list it here. Operations of the
// registry without a route are simply not served (404) until their router lands.
import { assetRoutes } from './assets';
import { blocklistRoutes } from './blocklist';
import type { Route } from './define';
import { detectionsAndOpsRoutes } from './detections-and-ops';
import { disputeRoutes } from './disputes';
import { organizationOpsRoutes } from './organization-ops';
import { reportRoutes } from './reports';
import { scanRoutes } from './scans';

export const allRoutes: Route[] = [...assetRoutes, ...scanRoutes, ...blocklistRoutes, ...reportRoutes, ...disputeRoutes, ...organizationOpsRoutes, ...detectionsAndOpsRoutes];

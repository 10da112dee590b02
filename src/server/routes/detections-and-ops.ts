// The routers of issue 6's detections, configs, takedowns, metrics, operations, healthchecks and
// webhooks, listed once so routes/index.ts names them with a single entry.
import { configRoutes } from './configs';
import type { Route } from './define';
import { detectionRoutes } from './detections';
import { healthcheckRoutes } from './healthchecks';
import { metricsRoutes } from './metrics';
import { operationsRoutes } from './operations';
import { takedownRoutes } from './takedowns';
import { webhookRoutes } from './webhooks';

export const detectionsAndOpsRoutes: Route[] = [
  ...detectionRoutes, ...configRoutes, ...webhookRoutes, ...takedownRoutes, ...metricsRoutes, ...operationsRoutes, ...healthcheckRoutes,
];

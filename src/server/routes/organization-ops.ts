// The routers of issue 6's organization operations (review, organization reads and writes, leaked
// credentials, account), gathered so routes/index.ts lists them with one entry.
import { accountRoutes } from './account';
import { credentialRoutes } from './credentials';
import type { Route } from './define';
import { organizationAssetRoutes } from './organization-assets';
import { organizationInsightRoutes } from './organization-insights';
import { organizationReportRoutes } from './organization-reports';
import { reviewRoutes } from './review';

export const organizationOpsRoutes: Route[] = [...reviewRoutes, ...organizationReportRoutes, ...accountRoutes, ...credentialRoutes, ...organizationInsightRoutes, ...organizationAssetRoutes];

// The operation registry: every operation of the Threat API v2 as data. The server mounts its routes
// from it, the client derives its calls from it, scripts/write-openapi.ts writes docs/openapi.json.
import type { z } from 'zod';
import { assetOperations } from './assets';
import { assetScanOperations } from './asset-scans';
import { blocklistOperations } from './blocklist';
import { reportOperations } from './reports';
import { disputeOperations } from './disputes';
import { takedownOperations } from './takedowns';
import { webhookOperations } from './webhooks';
import { organizationBrandOperations } from './organization-brands';
import { organizationAssetOperations } from './organization-assets';
import { organizationAssetGroupOperations } from './organization-asset-groups';
import { organizationReportOperations } from './organization-reports';
import { detectionOperations } from './detections';
import { detectionConfigOperations } from './detection-configs';
import { metricsOperations } from './metrics';
import { accountOperations } from './account';
import { operationsOperations } from './operations';
import { healthcheckOperations } from './healthchecks';
import { credentialOperations } from './credentials';
import type { Operation } from './operation';

export const operations = [
  ...assetOperations,
  ...assetScanOperations,
  ...blocklistOperations,
  ...reportOperations,
  ...disputeOperations,
  ...webhookOperations,
  ...organizationBrandOperations,
  ...organizationAssetOperations,
  ...organizationAssetGroupOperations,
  ...organizationReportOperations,
  ...detectionOperations,
  ...detectionConfigOperations,
  ...takedownOperations,
  ...metricsOperations,
  ...accountOperations,
  ...operationsOperations,
  ...healthcheckOperations,
  ...credentialOperations,
] as const satisfies readonly Operation[];

export type Operations = (typeof operations)[number];
export type OperationId = Operations['id'];
export type OperationById<I extends OperationId> = Extract<Operations, { id: I }>;

const byId = new Map<string, Operation>(operations.map((o) => [o.id, o]));

/** The operation with this id; throws on an unknown id (a typo is a programming error). */
export function getOperation<I extends OperationId>(id: I): OperationById<I>;
export function getOperation(id: string): Operation;
export function getOperation(id: string): Operation {
  const found = byId.get(id);
  if (!found) throw new Error(`Unknown operation id: ${id}`);
  return found;
}

type SchemaOf<T> = T extends z.ZodType ? T : never;
/** What a caller sends as the body of operation I (input side: defaults may be omitted). */
export type RequestBody<I extends OperationId> = OperationById<I>['request'] extends { body: infer B } ? z.input<SchemaOf<B>> : never;
/** Query parameters of operation I (input side). */
export type RequestQuery<I extends OperationId> = OperationById<I>['request'] extends { query: infer Q } ? z.input<SchemaOf<Q>> : never;
/** Path parameters of operation I (input side). */
export type RequestParams<I extends OperationId> = OperationById<I>['request'] extends { params: infer P } ? z.input<SchemaOf<P>> : never;
/** The parsed 200 body of operation I. */
export type ResponseBody<I extends OperationId> = OperationById<I>['responses'] extends { 200: infer R } ? z.output<SchemaOf<R>> : never;

// Assets group, scans: start a scan of one asset (optionally with a callback URL that receives the
// result) and fetch a scan's result. A scan enriches the asset, runs rules and assigns labels.
import { z } from 'zod';
import { AssetType, LivenessStatus, ScanStatus } from './enums';
import { AssetRef, OpenObject, OptionalSlug, PositiveId, Timestamp } from './common';
import { defineOperation, withErrors } from './operation';

export const AssetScanBody = z
  .object({
    content: z.string().min(1),
    type: AssetType.optional().meta({ description: 'Parsed from content when omitted' }),
    slug: OptionalSlug.meta({ description: 'Turns on brand impersonation detection for this organization' }),
    callbackUrl: z.url({ protocol: /^https$/ }).optional().meta({ description: 'HTTPS URL that receives the scan result when it finishes' }),
  })
  .meta({ id: 'AssetScanBody' });
export type AssetScanBody = z.infer<typeof AssetScanBody>;

export const AssetScanResponse = z
  .object({ scanId: PositiveId, status: ScanStatus, asset: AssetRef })
  .meta({ id: 'AssetScanResponse' });
export type AssetScanResponse = z.infer<typeof AssetScanResponse>;

export const ScanResultBody = z.object({ scanId: PositiveId }).meta({ id: 'ScanResultBody' });
export type ScanResultBody = z.infer<typeof ScanResultBody>;

export const ScanEnrichment = z
  .object({
    type: z.string().meta({ example: 'content_and_metadata' }),
    source: z.string(),
    success: z.boolean(),
    output: OpenObject,
    createdAt: Timestamp,
  })
  .meta({ id: 'ScanEnrichment' });

export const ScanRuleResult = z
  .object({ rule: z.string(), passed: z.boolean(), message: z.string().nullable() })
  .meta({ id: 'ScanRuleResult' });

export const ScanResultResponse = z
  .object({
    id: PositiveId,
    status: ScanStatus,
    asset: AssetRef,
    liveness: LivenessStatus,
    riskScore: z.number().min(0).max(1).nullable(),
    labels: z.array(z.string()).meta({ example: ['Brand Impersonation', 'Parked Domain'] }),
    enrichments: z.array(ScanEnrichment),
    ruleResults: z.array(ScanRuleResult),
    createdAt: Timestamp,
    completedAt: Timestamp.nullable(),
  })
  .meta({ id: 'ScanResultResponse' });
export type ScanResultResponse = z.infer<typeof ScanResultResponse>;

export const assetScanOperations = [
  defineOperation({
    id: 'assetScan', method: 'post', path: '/asset/scan', group: 'Assets', auth: 'apiKey',
    summary: 'Start a scan of an asset',
    request: { body: AssetScanBody },
    responses: { 200: AssetScanResponse, ...withErrors(404) },
  }),
  defineOperation({
    id: 'scanResult', method: 'post', path: '/scan/result', group: 'Assets', auth: 'apiKey',
    summary: 'Get the result of a scan',
    request: { body: ScanResultBody },
    responses: { 200: ScanResultResponse, ...withErrors(404) },
  }),
] as const;

// Reports group: file a report against scams (all assets valid or nothing is created: 422 with one
// error per failing asset), and search the organization's reports by asset content.
import { z } from 'zod';
import { AssetStatus, ReportLifecycleStatus, ReporterConfidence } from './enums';
import { AssetRef, OpenObject, OptionalSlug, OrganizationRef, PositiveId, Timestamp } from './common';
import { defineOperation, withErrors } from './operation';

export const MAX_REPORT_ASSETS = 100;

export const ReportEnrichment = z
  .object({ type: z.literal('content_and_metadata'), source: z.string().min(1), output: OpenObject })
  .meta({ id: 'ReportEnrichment' });

export const ReportAssetInput = z
  .object({
    content: z.string().min(1).meta({
      description: 'URL with protocol, bare domain (no protocol or path), or blockchain address in eip155 form (eip155:1:0x...)',
    }),
    status: AssetStatus.optional().meta({ description: 'Requested status; BLOCKED when omitted' }),
    reporterConfidence: ReporterConfidence.optional(),
    enrichments: z.array(ReportEnrichment).optional(),
  })
  .meta({ id: 'ReportAssetInput' });

export const ExternalReporter = z
  .object({
    platformIdentifier: z.string().min(1),
    platform: z.string().min(1),
    displayName: z.string().optional(),
    avatarUrl: z.string().optional(),
  })
  .meta({ id: 'ExternalReporter' });

export const ReportCreateBody = z
  .object({
    assets: z.array(ReportAssetInput).min(1).max(MAX_REPORT_ASSETS),
    organizationSlug: z.string().min(1).optional(),
    discordGuildId: z.string().optional(),
    telegramGroupId: z.string().optional(),
    title: z.string().min(3).optional(),
    description: z.string().optional(),
    contactInfo: z.string().optional(),
    attachmentUrls: z.array(z.url()).optional(),
    externalSubmissionLink: z.string().optional(),
    userAgent: z.string().optional(),
    referrer: z.string().optional(),
    rawAssetsInput: z.string().optional(),
    externalReporter: ExternalReporter.optional(),
  })
  .meta({ id: 'ReportCreateBody' });
export type ReportCreateBody = z.infer<typeof ReportCreateBody>;

export const ReportCreateResponse = z
  .object({
    id: PositiveId,
    createdAt: Timestamp,
    organization: OrganizationRef.nullable().meta({ description: 'null for a report filed without an organization' }),
  })
  .meta({ id: 'ReportCreateResponse' });
export type ReportCreateResponse = z.infer<typeof ReportCreateResponse>;

export const ReportsSearchBody = z
  .object({
    contents: z.array(z.string().min(1)).min(1).max(100).meta({ description: 'Asset contents to look for (exact, after normalization)' }),
    slug: OptionalSlug,
    customerSubmitted: z.boolean().optional().meta({ description: 'true: only reports the organization filed; false: only others' }),
    limit: z.int().min(1).max(100).default(50),
  })
  .meta({ id: 'ReportsSearchBody' });
export type ReportsSearchBody = z.infer<typeof ReportsSearchBody>;

export const ReportSummary = z
  .object({
    id: PositiveId,
    title: z.string().nullable(),
    status: ReportLifecycleStatus,
    customerSubmitted: z.boolean(),
    createdAt: Timestamp,
    assets: z.array(AssetRef),
  })
  .meta({ id: 'ReportSummary' });

export const ReportsSearchResponse = z
  .object({ reports: z.array(ReportSummary).meta({ description: 'Newest first' }) })
  .meta({ id: 'ReportsSearchResponse' });
export type ReportsSearchResponse = z.infer<typeof ReportsSearchResponse>;

export const reportOperations = [
  defineOperation({
    id: 'reportCreate', method: 'post', path: '/report/create', group: 'Reports', auth: 'apiKey',
    summary: 'Create a report',
    description:
      'All assets must be valid or no report is created (422, one data.errors[] entry per failing asset). The same asset twice ' +
      'is DUPLICATE_ASSETS. One report per email address per asset. Rate limited (429). Retry a 500 with exponential backoff.',
    request: { body: ReportCreateBody },
    responses: { 200: ReportCreateResponse, ...withErrors(404, 422) },
  }),
  defineOperation({
    id: 'reportsSearch', method: 'post', path: '/reports/search', group: 'Reports', auth: 'apiKey',
    summary: "Search the organization's reports by asset content",
    request: { body: ReportsSearchBody },
    responses: { 200: ReportsSearchResponse, ...withErrors() },
  }),
] as const;

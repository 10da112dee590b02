// Assets group: check, list, changelog, search, submit, unblock, parse and the deprecated details.
// Scans live in asset-scans.ts. Asset records are unique on (type, content); status is global.
import { z } from 'zod';
import { AssetCheckReason, AssetStatus, AssetType, ParsedAssetModel, ReportLifecycleStatus, WatchStatus } from './enums';
import {
  AssetRef, OpenObject, OptionalSlug, PositiveId, Timestamp, YmdDate, atLeastOne, orderedRange,
} from './common';
import { TakedownSummary } from './takedowns';
import { defineOperation, withErrors } from './operation';

const AssetKey = { type: AssetType, content: z.string().min(1) };

// ---- check --------------------------------------------------------------------------------------------
export const AssetCheckBody = z.object(AssetKey).meta({ id: 'AssetCheckBody' });
export type AssetCheckBody = z.infer<typeof AssetCheckBody>;
export const AssetCheckResponse = z
  .object({ status: AssetStatus, reason: AssetCheckReason.optional() })
  .meta({ id: 'AssetCheckResponse' });
export type AssetCheckResponse = z.infer<typeof AssetCheckResponse>;

// ---- list (pagination style A) ------------------------------------------------------------------------
export const AssetListBody = z
  .object({
    type: AssetType,
    status: AssetStatus,
    per_page: z.int().min(1).max(10000).default(100),
    next_page: z.string().min(1).nullish(),
    startDate: YmdDate.optional(),
    endDate: YmdDate.optional(),
    organizationSlug: z.string().min(1).optional(),
  })
  .superRefine(orderedRange)
  .meta({ id: 'AssetListBody' });
export type AssetListBody = z.infer<typeof AssetListBody>;
export const AssetListItem = z
  .object({
    type: AssetType,
    content: z.string(),
    status: AssetStatus,
    updatedAt: Timestamp,
    reason: z.string().nullable().optional().meta({ deprecated: true }),
  })
  .meta({ id: 'AssetListItem' });
export const AssetListResponse = z
  .object({ assets: z.array(AssetListItem), next_page: z.string().nullable() })
  .meta({ id: 'AssetListResponse' });
export type AssetListResponse = z.infer<typeof AssetListResponse>;

// ---- changelog ----------------------------------------------------------------------------------------
export const AssetChangelogBody = z
  .object({
    type: AssetType.optional(),
    content: z.string().optional(),
    fromStatus: AssetStatus.optional(),
    toStatus: AssetStatus.optional(),
    startDate: YmdDate.optional(),
    endDate: YmdDate.optional(),
    limit: z.int().min(1).max(1000).default(100).meta({ description: 'Most recent entries first; Palisade addition' }),
  })
  .superRefine(orderedRange)
  .meta({ id: 'AssetChangelogBody' });
export type AssetChangelogBody = z.infer<typeof AssetChangelogBody>;
export const ChangelogEntry = z
  .object({
    assetId: PositiveId,
    type: AssetType,
    content: z.string(),
    fromStatus: AssetStatus,
    toStatus: AssetStatus,
    updatedAt: Timestamp,
  })
  .meta({ id: 'ChangelogEntry' });
export type ChangelogEntry = z.infer<typeof ChangelogEntry>;
export const AssetChangelogResponse = z.object({ changelog: z.array(ChangelogEntry) }).meta({ id: 'AssetChangelogResponse' });
export type AssetChangelogResponse = z.infer<typeof AssetChangelogResponse>;

// ---- search -------------------------------------------------------------------------------------------
export const AssetSearchBody = z
  .object({
    content: z.string().min(1).optional(),
    assetId: PositiveId.optional(),
    type: AssetType.optional().meta({ description: 'Narrows a content search when one content exists under several types' }),
  })
  .superRefine(atLeastOne(['content', 'assetId']))
  .meta({ id: 'AssetSearchBody' });
export type AssetSearchBody = z.infer<typeof AssetSearchBody>;
export const BlockedByEntry = z
  .object({ consumer: z.string(), name: z.string(), consumedAt: Timestamp })
  .meta({ id: 'BlockedByEntry' });
export const AssetSearchResponse = z
  .object({
    asset: AssetRef.extend({ watchStatus: WatchStatus, createdAt: Timestamp, updatedAt: Timestamp }),
    reports: z.array(z.object({ id: PositiveId, title: z.string().nullable(), status: ReportLifecycleStatus, createdAt: Timestamp })),
    takedown: TakedownSummary.nullable(),
    blockedBy: z.array(BlockedByEntry),
  })
  .meta({ id: 'AssetSearchResponse' });
export type AssetSearchResponse = z.infer<typeof AssetSearchResponse>;

// ---- submit -------------------------------------------------------------------------------------------
export const AssetSubmitBody = z
  .object({
    assets: z.array(z.string().min(1).max(1000)).min(1).max(100),
    organizationSlug: z.string().min(1).optional(),
  })
  .meta({ id: 'AssetSubmitBody' });
export type AssetSubmitBody = z.infer<typeof AssetSubmitBody>;
export const AssetSubmitResponse = z
  .object({
    submittedAssets: z.array(z.object({ asset: z.string(), assetId: PositiveId, scanId: PositiveId.optional() })),
  })
  .meta({ id: 'AssetSubmitResponse' });
export type AssetSubmitResponse = z.infer<typeof AssetSubmitResponse>;

// ---- unblock ------------------------------------------------------------------------------------------
export const AssetUnblockBody = z
  .object({ ...AssetKey, slug: OptionalSlug, reason: z.string().max(5000).optional() })
  .meta({ id: 'AssetUnblockBody' });
export type AssetUnblockBody = z.infer<typeof AssetUnblockBody>;
export const AssetUnblockResponse = z
  .object({
    unblocked: z.boolean().meta({ description: 'false when the asset is not the organization\'s: a dispute was opened instead' }),
    asset: AssetRef,
    disputeId: z.string().nullable(),
  })
  .meta({ id: 'AssetUnblockResponse' });
export type AssetUnblockResponse = z.infer<typeof AssetUnblockResponse>;

// ---- parse --------------------------------------------------------------------------------------------
export const AssetParseBody = z.object({ content: z.string().min(1) }).meta({ id: 'AssetParseBody' });
export type AssetParseBody = z.infer<typeof AssetParseBody>;
export const ParsedAsset = z
  .object({
    content: z.string().meta({ description: 'Normalized content' }),
    submittedContent: z.string().meta({ description: 'Input as given' }),
    type: AssetType,
    identifier: z.string().optional(),
    identifierType: z.string().optional(),
    model: ParsedAssetModel.optional(),
    chain: z.string().optional(),
    caip2ChainId: z.string().optional().meta({ description: 'CAIP-2 chain identifier, e.g. eip155:1' }),
    metadata: OpenObject.optional(),
  })
  .meta({ id: 'ParsedAsset' });
export type ParsedAsset = z.infer<typeof ParsedAsset>;
export const AssetParseResponse = ParsedAsset.nullable().meta({ id: 'AssetParseResponse', description: 'null when the content is not an asset' });
export type AssetParseResponse = z.infer<typeof AssetParseResponse>;

// ---- details (deprecated) -----------------------------------------------------------------------------
export const AssetDetailsBody = z.object(AssetKey).meta({ id: 'AssetDetailsBody' });
export type AssetDetailsBody = z.infer<typeof AssetDetailsBody>;
export const AssetDetailsResponse = z
  .object({ asset: AssetRef.extend({ createdAt: Timestamp, updatedAt: Timestamp }) })
  .meta({ id: 'AssetDetailsResponse' });
export type AssetDetailsResponse = z.infer<typeof AssetDetailsResponse>;

const op = { group: 'Assets', auth: 'apiKey' } as const;
export const assetOperations = [
  defineOperation({ ...op, id: 'assetCheck', method: 'post', path: '/asset/check', summary: 'Check the status of one asset',
    request: { body: AssetCheckBody }, responses: { 200: AssetCheckResponse, ...withErrors() } }),
  defineOperation({ ...op, id: 'assetList', method: 'post', path: '/asset/list', summary: 'List assets of one type and status',
    description: 'Pagination style A (per_page 1..10000, next_page). startDate must not be after endDate.',
    request: { body: AssetListBody }, responses: { 200: AssetListResponse, ...withErrors() } }),
  defineOperation({ ...op, id: 'assetChangelog', method: 'post', path: '/asset/changelog', summary: 'Recent asset status changes',
    request: { body: AssetChangelogBody }, responses: { 200: AssetChangelogResponse, ...withErrors() } }),
  defineOperation({ ...op, id: 'assetSearch', method: 'post', path: '/asset/search', summary: 'Look an asset up with its reports, takedown and blockers',
    request: { body: AssetSearchBody }, responses: { 200: AssetSearchResponse, ...withErrors(404) } }),
  defineOperation({ ...op, id: 'assetSubmit', method: 'post', path: '/asset/submit', summary: 'Submit raw assets to the threat engine (EXTERNAL source)',
    request: { body: AssetSubmitBody }, responses: { 200: AssetSubmitResponse, ...withErrors(404) } }),
  defineOperation({ ...op, id: 'assetUnblock', method: 'post', path: '/asset/unblock', summary: "Unblock an organization's asset, or open a dispute",
    request: { body: AssetUnblockBody }, responses: { 200: AssetUnblockResponse, ...withErrors(404) } }),
  defineOperation({ ...op, id: 'assetParse', method: 'post', path: '/asset/parse', summary: 'Parse raw content into a typed asset',
    request: { body: AssetParseBody }, responses: { 200: AssetParseResponse, ...withErrors() } }),
  defineOperation({ ...op, id: 'assetDetails', method: 'post', path: '/asset/details', summary: 'Details of one asset (deprecated: use assetCheck or assetSearch)',
    deprecated: true, request: { body: AssetDetailsBody }, responses: { 200: AssetDetailsResponse, ...withErrors(404) } }),
] as const;

// Every rule the spec states for a request, as a valid body that passes and an invalid one that fails
// with an issue naming the field.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  AssetChangelogBody, AssetListBody, AssetParseBody, BlocklistConfirmBody, CredentialSearchBody, DetectionConfigUpdateBody,
  DetectionListBody, GetOrganizationReportsBody, OrganizationAssetUpdateBody, OrganizationAssetsQuery, OrganizationReportsQuery,
  ReportCreateBody, ThreatsListBody, WebhookConfigBody,
} from '../../../src/contract';
import { expectIssueAt, expectValid } from './expect-issue';

type Case = [name: string, schema: z.ZodType, input: unknown, path?: string];

const report = { assets: [{ content: 'https://evil.example' }] };
const cred = { slug: 'acme', brandId: 1, kind: 'email', target: 'ceo@acme.com' };
const list = { type: 'URL', status: 'BLOCKED' };

const valid: Case[] = [
  ['detection list with only slug', DetectionListBody, { slug: 'acme' }],
  ['detection list limit 1 and 100', DetectionListBody, { slug: 'acme', limit: 100 }],
  ['detection filters of each property', DetectionListBody, { slug: 'acme', filters: [
    { property: 'source', operator: 'in', value: ['CERTSTREAM', 'DNS_TWIST'] },
    { property: 'assetStatus', operator: 'notIn', value: ['ALLOWED'] },
    { property: 'confidence', operator: 'in', value: ['high'] },
    { property: 'assetType', operator: 'in', value: ['DISCORD', 'URL'] },
  ] }],
  ['changelog with no field', AssetChangelogBody, {}],
  ['changelog with a leap day', AssetChangelogBody, { startDate: '2024-02-29', endDate: '2024-03-01' }],
  ['credential search', CredentialSearchBody, cred],
  ['credential search kind crypto', CredentialSearchBody, { ...cred, kind: 'crypto', target: '0xabc' }],
  ['report with one asset', ReportCreateBody, report],
  ['report with title of 3 and attachment URIs', ReportCreateBody, { ...report, title: 'abc', attachmentUrls: ['https://x.example/a.png', 'ipfs://bafy'] }],
  ['report with enrichments', ReportCreateBody, { assets: [{ content: 'evil.example', status: 'BLOCKED', reporterConfidence: 'HIGH',
    enrichments: [{ type: 'content_and_metadata', source: 'extension', output: { title: 'x' } }] }] }],
  ['config update brandId null clears', DetectionConfigUpdateBody, { slug: 'acme', configId: 1, brandId: null }],
  ['config update brandId 5', DetectionConfigUpdateBody, { slug: 'acme', configId: 1, brandId: 5, status: 'DEPRECATED_EVALUATE' }],
  ['asset list per_page 1', AssetListBody, { ...list, per_page: 1 }],
  ['asset list per_page 10000', AssetListBody, { ...list, per_page: 10000 }],
  ['asset list same start and end', AssetListBody, { ...list, startDate: '2024-01-01', endDate: '2024-01-01' }],
  ['parse content of length 1', AssetParseBody, { content: 'x' }],
  ['confirm with 100 prefixes', BlocklistConfirmBody, { algoVersion: 1, prefixes: Array.from({ length: 100 }, () => '0badc0de') }],
  ['threats list with dates', ThreatsListBody, { startDate: '2024-01-01', endDate: '2024-01-31', assetType: ['PINTEREST'], next_page: '12' }],
  ['org reports query flags', OrganizationReportsQuery, { needsCustomerReview: 'true', limit: '20' }],
  ['org assets ungrouped', OrganizationAssetsQuery, { groupId: '-1', per_page: '1000' }],
  ['legacy reports with both dates', GetOrganizationReportsBody, { organizationSlug: 'acme', startDate: '2024-01-01', endDate: '2024-02-01' }],
  ['webhook on https', WebhookConfigBody, { slug: 'acme', url: 'https://hooks.example/p', events: ['asset.status-updated'] }],
  ['org asset update clearing description', OrganizationAssetUpdateBody, { assetId: 3, description: null }],
];

const invalid: Required<Case>[] = [
  ['detection list limit 0', DetectionListBody, { slug: 'acme', limit: 0 }, 'limit'],
  ['detection list limit 101', DetectionListBody, { slug: 'acme', limit: 101 }, 'limit'],
  ['detection list without slug', DetectionListBody, {}, 'slug'],
  ['detection filter source value', DetectionListBody, { slug: 'a', filters: [{ property: 'source', operator: 'in', value: ['NOPE'] }] }, 'filters.0.value.0'],
  ['detection filter confidence value', DetectionListBody, { slug: 'a', filters: [{ property: 'confidence', operator: 'in', value: ['HIGH'] }] }, 'filters.0.value.0'],
  ['detection filter assetStatus value', DetectionListBody, { slug: 'a', filters: [{ property: 'assetStatus', operator: 'in', value: ['PENDING'] }] }, 'filters.0.value.0'],
  ['detection filter assetType PINTEREST', DetectionListBody, { slug: 'a', filters: [{ property: 'assetType', operator: 'in', value: ['URL', 'PINTEREST'] }] }, 'filters.0.value.1'],
  ['detection filter operator', DetectionListBody, { slug: 'a', filters: [{ property: 'source', operator: 'eq', value: [] }] }, 'filters.0.operator'],
  ['detection filter property', DetectionListBody, { slug: 'a', filters: [{ property: 'brand', operator: 'in', value: [] }] }, 'filters.0.property'],
  ['detection filter without value', DetectionListBody, { slug: 'a', filters: [{ property: 'source', operator: 'in' }] }, 'filters.0.value'],
  ['changelog startDate not YYYY-MM-DD', AssetChangelogBody, { startDate: '2024/01/01' }, 'startDate'],
  ['changelog endDate not a calendar date', AssetChangelogBody, { endDate: '2023-02-29' }, 'endDate'],
  ['changelog startDate month 13', AssetChangelogBody, { startDate: '2024-13-01' }, 'startDate'],
  ['changelog endDate before startDate', AssetChangelogBody, { startDate: '2024-03-02', endDate: '2024-03-01' }, 'endDate'],
  ['credential kind', CredentialSearchBody, { ...cred, kind: 'phone' }, 'kind'],
  ['credential brandId 0', CredentialSearchBody, { ...cred, brandId: 0 }, 'brandId'],
  ['credential brandId not an integer', CredentialSearchBody, { ...cred, brandId: 1.5 }, 'brandId'],
  ['credential target empty', CredentialSearchBody, { ...cred, target: '' }, 'target'],
  ['credential slug empty', CredentialSearchBody, { ...cred, slug: '' }, 'slug'],
  ['credential slug missing', CredentialSearchBody, { brandId: 1, kind: 'email', target: 'a' }, 'slug'],
  ['report title of 2', ReportCreateBody, { ...report, title: 'ab' }, 'title'],
  ['report attachment not a URI', ReportCreateBody, { ...report, attachmentUrls: ['https://ok.example', 'not a uri'] }, 'attachmentUrls.1'],
  ['report without assets', ReportCreateBody, {}, 'assets'],
  ['report asset with empty content', ReportCreateBody, { assets: [{ content: '' }] }, 'assets.0.content'],
  ['report enrichment type', ReportCreateBody, { assets: [{ content: 'x.example', enrichments: [{ type: 'other', source: 's', output: {} }] }] }, 'assets.0.enrichments.0.type'],
  ['config update brandId 0', DetectionConfigUpdateBody, { slug: 'acme', configId: 1, brandId: 0 }, 'brandId'],
  ['config update brandId negative', DetectionConfigUpdateBody, { slug: 'acme', configId: 1, brandId: -2 }, 'brandId'],
  ['config update configId 0', DetectionConfigUpdateBody, { slug: 'acme', configId: 0 }, 'configId'],
  ['config update slug empty', DetectionConfigUpdateBody, { slug: '', configId: 1 }, 'slug'],
  ['config update status', DetectionConfigUpdateBody, { slug: 'a', configId: 1, status: 'ENABLE' }, 'status'],
  ['asset list per_page 0', AssetListBody, { ...list, per_page: 0 }, 'per_page'],
  ['asset list per_page 10001', AssetListBody, { ...list, per_page: 10001 }, 'per_page'],
  ['asset list endDate before startDate', AssetListBody, { ...list, startDate: '2024-01-02', endDate: '2024-01-01' }, 'endDate'],
  ['asset list without status', AssetListBody, { type: 'URL' }, 'status'],
  ['parse empty content', AssetParseBody, { content: '' }, 'content'],
  ['confirm algoVersion 2', BlocklistConfirmBody, { algoVersion: 2, prefixes: ['0badc0de'] }, 'algoVersion'],
  ['confirm upper-case prefix', BlocklistConfirmBody, { algoVersion: 1, prefixes: ['0BADC0DE'] }, 'prefixes.0'],
  ['confirm 101 prefixes', BlocklistConfirmBody, { algoVersion: 1, prefixes: Array.from({ length: 101 }, () => '0badc0de') }, 'prefixes'],
  ['confirm no prefixes', BlocklistConfirmBody, { algoVersion: 1, prefixes: [] }, 'prefixes'],
  ['threats list endDate before startDate', ThreatsListBody, { startDate: '2024-02-01', endDate: '2024-01-31' }, 'endDate'],
  ['threats list DISCORD', ThreatsListBody, { assetType: ['DISCORD'] }, 'assetType.0'],
  ['threats list per_page 101', ThreatsListBody, { per_page: 101 }, 'per_page'],
  ['threats list next_page not an integer', ThreatsListBody, { next_page: 'abc' }, 'next_page'],
  ['org reports query limit 0', OrganizationReportsQuery, { limit: '0' }, 'limit'],
  ['org reports query boolean word', OrganizationReportsQuery, { onlyRejected: 'yes' }, 'onlyRejected'],
  ['org reports query endDate before startDate', OrganizationReportsQuery, { startDate: '2024-02-01T00:00:00Z', endDate: '2024-01-01' }, 'endDate'],
  ['org assets per_page 1001', OrganizationAssetsQuery, { per_page: '1001' }, 'per_page'],
  ['org assets type outside the 14', OrganizationAssetsQuery, { type: 'FACEBOOK' }, 'type'],
  ['legacy reports with one date', GetOrganizationReportsBody, { organizationSlug: 'acme', startDate: '2024-01-01' }, 'endDate'],
  ['webhook on http', WebhookConfigBody, { slug: 'acme', url: 'http://hooks.example/p', events: ['asset.status-updated'] }, 'url'],
  ['webhook with an unknown event', WebhookConfigBody, { slug: 'acme', url: 'https://h.example', events: ['debug.test'] }, 'events.0'],
  ['webhook with an unknown fixed header', WebhookConfigBody, { slug: 'a', url: 'https://h.example', events: ['asset.status-updated'], headers: { Authorization: 'x' } }, 'headers'],
  ['org asset update with nothing to change', OrganizationAssetUpdateBody, { assetId: 3 }, 'name'],
];

describe('request rules', () => {
  it.each(valid)('accepts %s', (_name, schema, input) => expectValid(schema, input));
  it.each(invalid)('refuses %s', (_name, schema, input, path) => expectIssueAt(schema, input, path));

  it('applies the detection-list defaults: limit 50, no filters, empty query', () => {
    expect(DetectionListBody.parse({ slug: 'acme' })).toEqual({ slug: 'acme', limit: 50, filters: [], query: '' });
  });

  it('reads query booleans as words, not truthiness', () => {
    expect(OrganizationReportsQuery.parse({ onlyRejected: 'false', needsCustomerReview: 'true' })).toMatchObject({
      onlyRejected: false, needsCustomerReview: true, limit: 50,
    });
  });
});

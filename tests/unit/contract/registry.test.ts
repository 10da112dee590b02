// The operation registry: ids unique, paths and path parameters consistent, every operation of the
// reference index and of the spec present with its method, errors declared where they apply.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  OPERATION_GROUPS, getOperation, operations, type Operation, type OperationId, type RequestBody, type RequestQuery,
  type ResponseBody, type ReviewProposalResponse,
} from '../../../src/contract';

// (method, path) of the 61 operations of api-reference-shapes.md §1, plus what the spec and INTERFACES.md add.
const REFERENCE = `post /asset/check|post /asset/list|post /asset/changelog|post /asset/search|post /asset/submit|post /asset/unblock
|post /asset/parse|post /asset/scan|post /scan/result|post /asset/details|get /asset/blocklist/version|post /asset/blocklist/confirm
|post /report/create|post /reports/search|post /dispute/create|post /webhook/config|get /organization/brands|get /organization/assets
|post /organization/assets|patch /organization/assets/{assetId}|delete /organization/assets/{assetId}|get /organization/asset-groups
|post /organization/asset-groups|patch /organization/asset-groups/{groupId}|delete /organization/asset-groups/{groupId}
|get /organization/reports|post /organization/proposals/{proposalId}/review|post /public/getOrganizationReports|post /detection/list
|get /detection/sources|post /detection/configs/list|post /detection/configs/create|post /detection/configs/update
|post /detection/configs/delete|post /detection/configs/run|post /detection/configs/validate|post /detection/drift|post /threats/list
|post /takedowns/list|post /metrics/summary|post /metrics/breakdown|post /metrics/found|get /organization/metrics
|post /public/getOrganizationMetrics|get /validate|post /user/me|post /user/me/update|post /user/orgs|get /user/orgs/{slug}
|post /operations/queues/snapshot|post /healthchecks/list|post /healthchecks/detections/silent-configs|post /healthchecks/reviewing/backlog
|post /healthchecks/reviewing/old-proposals|post /healthchecks/takedowns/todo-volume|post /healthchecks/takedowns/in-progress-volume
|post /healthchecks/takedowns/stale-in-progress|post /healthchecks/takedowns/cancelled-count|post /healthchecks/takedowns/automation-off
|post /healthchecks/assets/dead-asset-spike|post /healthchecks/organization/missing-contact-url`
  .split('|')
  .map((s) => s.trim());
// The spec's index also names metrics blocked-by-first-report-source, which the reference lacks.
const ADDED = ['get /asset/blocklist/artifacts/{token}', 'post /dark-web/credentials/search', 'post /metrics/blocked-by-first-report-source'];
const key = (o: Operation) => `${o.method} ${o.path}`;

describe('operation registry', () => {
  it('holds the 61 reference operations and the ones the spec adds, nothing twice', () => {
    expect(REFERENCE).toHaveLength(61);
    const keys = operations.map(key);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual([...REFERENCE, ...ADDED].sort());
    expect(operations.length).toBeGreaterThanOrEqual(62);
  });

  it('uses unique camelCase ids and known groups', () => {
    const ids = operations.map((o) => o.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const o of operations) {
      expect(o.id).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(OPERATION_GROUPS).toContain(o.group);
      expect(o.summary.length).toBeGreaterThan(0);
    }
  });

  it('has a params schema naming exactly the parameters of each path', () => {
    for (const o of operations) {
      const names = [...o.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      const params: z.ZodObject | undefined = o.request.params;
      if (names.length === 0) {
        expect(params, o.id).toBeUndefined();
        continue;
      }
      expect(params, `${o.id} needs params`).toBeDefined();
      expect(Object.keys(params?.shape ?? {}).sort(), o.id).toEqual([...names].sort());
    }
  });

  it('puts bodies only on methods that carry one, and none on GET', () => {
    for (const o of operations) if (o.method === 'get') expect(o.request.body, o.id).toBeUndefined();
    for (const o of operations) if (o.method === 'patch') expect(o.request.body, o.id).toBeDefined();
  });

  it('declares a 200 schema everywhere and the error envelopes where they apply', () => {
    for (const o of operations) {
      expect(o.responses[200], o.id).toBeInstanceOf(z.ZodType);
      expect(o.responses[500], o.id).toBeDefined();
      if (o.auth === 'apiKey') for (const s of [400, 401, 403, 429]) expect(o.responses[s], `${o.id} ${s}`).toBeDefined();
    }
    expect(Object.keys(getOperation('reportCreate').responses)).toContain('422');
    expect(Object.keys(getOperation('reviewProposal').responses)).toEqual(expect.arrayContaining(['404', '409', '429']));
    expect(Object.keys(getOperation('credentialSearch').responses)).toContain('404');
  });

  it('needs a key everywhere except the content-addressed artifacts', () => {
    expect(operations.filter((o) => o.auth === 'none').map((o) => o.id)).toEqual(['blocklistArtifact']);
    expect(getOperation('blocklistArtifact').responseContentType).toBe('application/octet-stream');
  });

  it('flags exactly the deprecated operations of the spec', () => {
    expect(operations.filter((o) => o.deprecated).map((o) => o.id).sort()).toEqual(['assetDetails', 'getOrganizationMetrics', 'getOrganizationReports']);
  });

  it('finds operations by id and refuses unknown ids', () => {
    expect(getOperation('reviewProposal').path).toBe('/organization/proposals/{proposalId}/review');
    expect(() => getOperation('nope')).toThrow(/Unknown operation/);
  });

  it('derives request and response types from an operation id', () => {
    expectTypeOf<ResponseBody<'reviewProposal'>>().toEqualTypeOf<ReviewProposalResponse>();
    expectTypeOf<RequestBody<'detectionList'>>().toHaveProperty('limit');
    // Input side: defaults may be omitted by callers.
    expectTypeOf<{ slug: string }>().toExtend<RequestBody<'detectionList'>>();
    expectTypeOf<{ needsCustomerReview: 'true' }>().toExtend<RequestQuery<'organizationReportsList'>>();
    expectTypeOf<'assetCheck'>().toExtend<OperationId>();
    expectTypeOf<'assetChek'>().not.toExtend<OperationId>();
  });
});

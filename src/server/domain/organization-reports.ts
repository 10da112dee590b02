// The organization's reports with their assets and the organization's proposals on them, newest first,
// in keyset pages. `needsCustomerReview` keeps reports with a proposal awaiting this organization's own
// review (pending, and not on a report it sourced itself: those it may not review); `onlyRejected`
// keeps reports with at least one rejected proposal (their other proposals are still shown).
//
// The cursor is opaque to clients: base64url of "<createdAt ms>.<id>" of the last report of the page.
// Paging on (createdAt, id) rather than id alone keeps "newest first" exact for reports whose
// createdAt was set by an import, and a report created while a client pages never shifts a page.
import { and, desc, eq, exists, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { AssetType, OrganizationReport, OrganizationReportsResponse } from '../../contract';

type ProposalReviewStatus = OrganizationReport['proposals'][number]['reviewStatus'];
import { assets, proposals, reportAssets, reports } from '../db/schema';
import type { Executor } from '../db/types';
import { badField } from '../http/api-error';
import { assetRef } from './assets';
import { withinRange } from './organization-range';

export interface ReportsFilter {
  limit: number;
  cursor?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  onlyRejected?: boolean | undefined;
  needsCustomerReview?: boolean | undefined;
}

export function encodeReportCursor(createdAt: Date, id: number): string {
  return Buffer.from(`${createdAt.getTime()}.${id}`).toString('base64url');
}

export function decodeReportCursor(cursor: string, path: (string | number)[] = ['cursor']): { createdAt: Date; id: number } {
  const match = /^(\d{1,15})\.(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw badField(path, 'Invalid cursor: pass the cursor of a previous response unchanged');
  return { createdAt: new Date(Number(match[1])), id: Number(match[2]) };
}

/** A report's status from the organization's proposals on it: any pending, else any approved, else rejected. */
function reportStatus(statuses: ProposalReviewStatus[]): OrganizationReport['status'] {
  if (statuses.length === 0 || statuses.includes('PENDING')) return 'PENDING';
  return statuses.includes('APPROVED') ? 'APPROVED' : 'REJECTED';
}

export async function listOrganizationReports(
  db: Executor,
  organizationId: number,
  filter: ReportsFilter,
  cursorPath: (string | number)[] = ['cursor'],
): Promise<OrganizationReportsResponse> {
  const where: SQL[] = [eq(reports.organizationId, organizationId), ...withinRange(reports.createdAt, filter.startDate, filter.endDate)];
  if (filter.cursor !== undefined) {
    const after = decodeReportCursor(filter.cursor, cursorPath);
    where.push(or(lt(reports.createdAt, after.createdAt), and(eq(reports.createdAt, after.createdAt), lt(reports.id, after.id)))!);
  }
  const proposalOf = (...conditions: SQL[]) =>
    exists(
      db
        .select({ one: proposals.id })
        .from(proposals)
        .where(and(eq(proposals.reportId, reports.id), eq(proposals.organizationId, organizationId), ...conditions)),
    );
  if (filter.onlyRejected) where.push(proposalOf(eq(proposals.status, 'REJECTED')));
  if (filter.needsCustomerReview) where.push(proposalOf(eq(proposals.status, 'PENDING'), eq(proposals.sourcedByOrg, false)));

  const rows = await db.select().from(reports).where(and(...where)).orderBy(desc(reports.createdAt), desc(reports.id)).limit(filter.limit + 1);
  const page = rows.slice(0, filter.limit);
  const ids = page.map((r) => r.id);
  const [assetRows, proposalRows] = ids.length
    ? await Promise.all([
        db
          .select({ reportId: reportAssets.reportId, asset: assets })
          .from(reportAssets)
          .innerJoin(assets, eq(assets.id, reportAssets.assetId))
          .where(inArray(reportAssets.reportId, ids))
          .orderBy(assets.id),
        db
          .select({ proposal: proposals, asset: assets })
          .from(proposals)
          .innerJoin(assets, eq(assets.id, proposals.assetId))
          .where(and(eq(proposals.organizationId, organizationId), inArray(proposals.reportId, ids)))
          .orderBy(proposals.id),
      ])
    : [[], []];

  const out: OrganizationReport[] = page.map((r) => {
    const mine = proposalRows.filter((p) => p.proposal.reportId === r.id);
    return {
      id: String(r.id),
      title: r.title,
      createdAt: r.createdAt.toISOString(),
      status: reportStatus(mine.map((p) => p.proposal.status as ProposalReviewStatus)),
      assets: assetRows.filter((a) => a.reportId === r.id).map((a) => ({ ...assetRef(a.asset), type: a.asset.type as AssetType })),
      proposals: mine.map((p) => ({ id: p.proposal.id, reviewStatus: p.proposal.status as ProposalReviewStatus, asset: assetRef(p.asset) })),
    };
  });
  const last = page.at(-1);
  return rows.length > filter.limit && last ? { reports: out, cursor: encodeReportCursor(last.createdAt, last.id) } : { reports: out };
}

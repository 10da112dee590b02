// Account and access: what a key is, the calling user's profile, and the organizations a caller can
// reach with their service and integration state. Organization keys act as a machine user of one
// organization: they have no user profile (user/me answers 403) and see only their organization.
// INACTIVE organizations are never listed (api-reference-shapes #48).
import { eq } from 'drizzle-orm';
import type { OrganizationDetail, User, UserMeUpdateBody, UserOrgsBody, ValidateKeyResponse } from '../../contract';
import { organizations, users } from '../db/schema';
import type { Executor } from '../db/types';
import { forbidden, notFound } from '../http/api-error';
import { ERROR_MESSAGES } from '../../contract';
import type { OrganizationRow, Principal, Role } from '../http/principal';

type UserRow = typeof users.$inferSelect;
type Service = keyof OrganizationDetail['services'];

export const USER_KEY_ONLY = 'This operation needs a user API key: organization keys act as the organization, not as a person';

export function validateKey(principal: Principal): ValidateKeyResponse {
  if (principal.kind === 'organization') {
    const o = principal.organization;
    return { valid: true, keyKind: 'ORGANIZATION', organization: { id: o.id, slug: o.slug, name: o.name }, user: null };
  }
  return { valid: true, keyKind: 'USER', organization: null, user: { id: principal.user.id, email: principal.user.email } };
}

function userOut(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    avatarUrl: row.avatarUrl,
    staff: row.staff,
    createdAt: row.createdAt.toISOString(),
    updatedAt: (row.updatedAt ?? row.createdAt).toISOString(),
  };
}

export async function currentUser(db: Executor, principal: Principal): Promise<{ user: User }> {
  if (principal.kind !== 'user') throw forbidden(USER_KEY_ONLY);
  const [row] = await db.select().from(users).where(eq(users.id, principal.user.id)).limit(1);
  if (!row) throw notFound('User not found');
  return { user: userOut(row) };
}

/** Changes only the fields sent: a value sets, null clears, absence leaves as is. */
export async function updateCurrentUser(db: Executor, now: Date, principal: Principal, body: UserMeUpdateBody): Promise<{ user: User }> {
  if (principal.kind !== 'user') throw forbidden(USER_KEY_ONLY);
  const set: Partial<UserRow> = { updatedAt: now };
  if (body.name !== undefined) set.name = body.name;
  if (body.avatarUrl !== undefined) set.avatarUrl = body.avatarUrl;
  const [row] = await db.update(users).set(set).where(eq(users.id, principal.user.id)).returning();
  if (!row) throw notFound('User not found');
  return { user: userOut(row) };
}

export function organizationDetail(o: OrganizationRow, role: Role | null): OrganizationDetail {
  const services = new Set(o.services);
  const on = (s: Service) => ({ active: s === 'darkWebMonitoring' ? o.darkWebMonitoring || services.has(s) : services.has(s) });
  const absent = { present: false, fileName: null, url: null };
  return {
    id: o.id,
    name: o.name,
    slug: o.slug,
    avatarUrl: null,
    subscriptionStatus: o.subscriptionStatus as OrganizationDetail['subscriptionStatus'],
    role,
    services: {
      reporting: on('reporting'),
      reviewing: on('reviewing'),
      protection: on('protection'),
      takedowns: { ...on('takedowns'), automated: services.has('automatedTakedowns') },
      detection: on('detection'),
      darkWebMonitoring: on('darkWebMonitoring'),
    },
    integrations: { slack: false, discord: false, vercel: false, intercom: false, moderation: false, telegram: { connected: false, groupCount: 0 } },
    obligatoryAdminApproval: services.has('obligatoryAdminApproval'),
    contactUrl: o.contactUrl,
    legalDocuments: { letterOfAuthorization: absent, powerOfAttorney: absent },
    trademarkRegistrations: [],
  };
}

/** The organizations the caller reaches (an organization key: its own; a user key: active memberships). */
export function userOrganizations(principal: Principal, filter: UserOrgsBody): OrganizationDetail[] {
  const reachable =
    principal.kind === 'organization'
      ? [{ organization: principal.organization, role: null }]
      : principal.memberships.map((m) => ({ organization: m.organization, role: m.role }));
  return reachable
    .map(({ organization, role }) => organizationDetail(organization, role))
    .filter((o) => o.subscriptionStatus !== 'INACTIVE')
    .filter((o) => !filter.subscriptionStatus || (filter.subscriptionStatus as string[]).includes(o.subscriptionStatus))
    .filter((o) => !filter.services || filter.services.every((s) => o.services[s].active))
    .filter((o) => filter.obligatoryAdminApproval === undefined || o.obligatoryAdminApproval === filter.obligatoryAdminApproval);
}

/**
 * One organization by slug: an organization key only its own (else 403); a user key needs an active
 * membership, except operator staff; unknown or INACTIVE organizations are 404 for user keys.
 */
export async function userOrganization(db: Executor, principal: Principal, slug: string): Promise<OrganizationDetail> {
  if (principal.kind === 'organization') {
    if (slug !== principal.organization.slug) throw forbidden(ERROR_MESSAGES.noOrganizationAccess);
    return organizationDetail(principal.organization, null);
  }
  const membership = principal.memberships.find((m) => m.organization.slug === slug);
  const [row] = membership ? [membership.organization] : await db.select().from(organizations).where(eq(organizations.slug, slug)).limit(1);
  if (!row || row.subscriptionStatus === 'INACTIVE') throw notFound('Organization not found');
  if (!membership && !principal.user.staff) throw forbidden(ERROR_MESSAGES.noOrganizationAccess);
  return organizationDetail(row, membership?.role ?? null);
}

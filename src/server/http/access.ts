// Organization access rules (spec, Authentication 3-7; api-reference-shapes §3(e)), shared by every
// operation that names or implies an organization.
import { eq } from 'drizzle-orm';
import { ERROR_MESSAGES } from '../../contract/errors';
import { organizations } from '../db/schema';
import type { Db } from '../db/types';
import { ApiError, badField, forbidden, notFound } from './api-error';
import type { OrganizationRow, Principal, Role } from './principal';

export interface OrganizationAccess {
  organization: OrganizationRow;
  /** The caller's role there; null for staff reaching an organization they are not a member of. */
  role: Role | null;
  staff: boolean;
  principal: Principal;
}

export interface AccessOptions {
  /** The slug field's path in the request, for the 400 when it is required (default ['slug']). */
  slugPath?: (string | number)[];
  /** Operator staff may reach organizations they are not members of. */
  allowStaff?: boolean;
}

/**
 * Resolves the organization a request acts on. Organization keys: `slug` may be omitted and must
 * otherwise equal the key's organization exactly (else 403). User keys: `slug` selects one active
 * membership; it may be omitted only when the user has exactly one. An unknown slug is 404 for user keys.
 */
export async function resolveOrganization(
  db: Db,
  principal: Principal,
  slug: string | undefined,
  options: AccessOptions = {},
): Promise<OrganizationAccess> {
  if (principal.kind === 'organization') {
    if (slug !== undefined && slug !== principal.organization.slug) throw forbidden(ERROR_MESSAGES.noOrganizationAccess);
    return { organization: principal.organization, role: principal.role, staff: false, principal };
  }
  const staff = principal.user.staff;
  if (slug === undefined) {
    if (principal.memberships.length === 1) {
      const only = principal.memberships[0]!;
      return { organization: only.organization, role: only.role, staff, principal };
    }
    if (principal.memberships.length === 0) throw forbidden(ERROR_MESSAGES.noOrganizationAccess);
    throw badField(options.slugPath ?? ['slug'], 'Required: this key reaches more than one organization');
  }
  const membership = principal.memberships.find((m) => m.organization.slug === slug);
  if (membership) return { organization: membership.organization, role: membership.role, staff, principal };
  const [organization] = await db.select().from(organizations).where(eq(organizations.slug, slug)).limit(1);
  if (!organization) throw notFound('Organization not found');
  if (staff && options.allowStaff) return { organization, role: null, staff, principal };
  throw forbidden(ERROR_MESSAGES.noOrganizationAccess);
}

/** Requires one of `roles` (staff passes when `allowStaff`), else 403. */
export function requireRole(access: OrganizationAccess, roles: Role[], options: { allowStaff?: boolean } = {}): void {
  if (options.allowStaff && access.staff) return;
  if (access.role && roles.includes(access.role)) return;
  const names = roles.length > 1 ? `${roles.slice(0, -1).join(', ')} or ${roles.at(-1)}` : roles.join('');
  throw new ApiError(403, `Insufficient access: this operation needs the ${names} role${options.allowStaff ? ' (or operator staff)' : ''}`);
}

// Who is calling: resolved once per request from X-API-KEY (spec, Authentication). An organization key
// acts as a machine user of one organization; a user key reaches every organization where the user is
// an active member; `staff` is the operator flag on a user.
import { and, eq, isNull } from 'drizzle-orm';
import { apiKeys, memberships, organizations, users } from '../db/schema';
import type { Db } from '../db/types';
import { hashApiKey } from '../domain/api-keys';

export type Role = 'OWNER' | 'ADMIN' | 'MEMBER';
export type OrganizationRow = typeof organizations.$inferSelect;

export type Principal =
  | { kind: 'organization'; keyId: number; organization: OrganizationRow; role: Role }
  | {
      kind: 'user';
      keyId: number;
      user: { id: number; email: string; staff: boolean };
      memberships: { organization: OrganizationRow; role: Role }[];
    };

/** Looks the key up by its hash; null when missing, unknown or revoked. */
export async function principalForKey(db: Db, key: string): Promise<Principal | null> {
  const [row] = await db
    .select({ key: apiKeys, organization: organizations, user: users })
    .from(apiKeys)
    .leftJoin(organizations, eq(organizations.id, apiKeys.organizationId))
    .leftJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.keyHash, hashApiKey(key)), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (!row) return null;
  if (row.organization) return { kind: 'organization', keyId: row.key.id, organization: row.organization, role: row.key.role as Role };
  if (!row.user) return null;
  const rows = await db
    .select({ organization: organizations, role: memberships.role })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(and(eq(memberships.userId, row.user.id), eq(memberships.active, true)))
    .orderBy(organizations.id);
  return {
    kind: 'user',
    keyId: row.key.id,
    user: { id: row.user.id, email: row.user.email, staff: row.user.staff },
    memberships: rows.map((r) => ({ organization: r.organization, role: r.role as Role })),
  };
}

/** The email a principal speaks for: a user key's user; organization keys have none. */
export function principalEmail(principal: Principal): string | null {
  return principal.kind === 'user' ? principal.user.email : null;
}

/** The ids of every organization the caller reaches: an organization key's own, or a user's memberships. */
export function reachableOrganizationIds(principal: Principal): number[] {
  return principal.kind === 'organization' ? [principal.organization.id] : principal.memberships.map((m) => m.organization.id);
}

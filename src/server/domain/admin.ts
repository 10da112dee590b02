// Operator actions shared by the CLI admin commands and the seed loader.
import { and, eq, isNull } from 'drizzle-orm';
import { apiKeys, memberships, organizations, users } from '../db/schema';
import type { Executor } from '../db/types';
import type { Role } from '../http/principal';
import { displayPrefix, generateApiKey, hashApiKey } from './api-keys';

export async function createOrganization(
  db: Executor,
  now: Date,
  input: { slug: string; name: string; darkWebMonitoring?: boolean; contactUrl?: string | null },
) {
  const [row] = await db
    .insert(organizations)
    .values({ slug: input.slug, name: input.name, darkWebMonitoring: input.darkWebMonitoring ?? false, contactUrl: input.contactUrl ?? null, createdAt: now })
    .returning();
  return row!;
}

export async function createUser(db: Executor, now: Date, input: { email: string; name?: string | null; staff?: boolean }) {
  const [row] = await db
    .insert(users)
    .values({ email: input.email.toLowerCase(), name: input.name ?? null, staff: input.staff ?? false, createdAt: now })
    .returning();
  return row!;
}

export async function addMembership(db: Executor, now: Date, input: { userEmail: string; orgSlug: string; role: Role }) {
  const user = await userByEmail(db, input.userEmail);
  const organization = await organizationBySlug(db, input.orgSlug);
  const [row] = await db
    .insert(memberships)
    .values({ userId: user.id, organizationId: organization.id, role: input.role, active: true, createdAt: now })
    .onConflictDoUpdate({ target: [memberships.userId, memberships.organizationId], set: { role: input.role, active: true } })
    .returning();
  return row!;
}

/**
 * Stores a key's hash; returns the plaintext (generated unless given, e.g. by a seed file) so it can be
 * shown once. `owner` is an organization slug (organization key) or a user email (user key).
 */
export async function createApiKey(
  db: Executor,
  now: Date,
  owner: { orgSlug: string; role?: Role } | { userEmail: string },
  options: { key?: string; label?: string | null } = {},
): Promise<{ id: number; key: string; prefix: string }> {
  const key = options.key ?? generateApiKey();
  const base = { keyHash: hashApiKey(key), prefix: displayPrefix(key), label: options.label ?? null, createdAt: now };
  const values =
    'orgSlug' in owner
      ? { ...base, organizationId: (await organizationBySlug(db, owner.orgSlug)).id, role: owner.role ?? 'ADMIN' }
      : { ...base, userId: (await userByEmail(db, owner.userEmail)).id };
  const [row] = await db.insert(apiKeys).values(values).returning({ id: apiKeys.id });
  return { id: row!.id, key, prefix: base.prefix };
}

export async function organizationBySlug(db: Executor, slug: string) {
  const [row] = await db.select().from(organizations).where(eq(organizations.slug, slug)).limit(1);
  if (!row) throw new Error(`No organization with slug "${slug}"`);
  return row;
}

export async function userByEmail(db: Executor, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  if (!row) throw new Error(`No user with email "${email}"`);
  return row;
}

/** Revokes a key (it answers 401 from then on; `serve` may accept it for its few seconds of key cache). */
export async function revokeApiKey(db: Executor, now: Date, id: number): Promise<boolean> {
  const rows = await db.update(apiKeys).set({ revokedAt: now }).where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt))).returning({ id: apiKeys.id });
  return rows.length > 0;
}

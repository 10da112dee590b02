// Disputes: someone contests a blocked or reported asset. One dispute per (email, asset), enforced by a
// unique index; every dispute created through the API carries a system note saying so.
import { and, eq } from 'drizzle-orm';
import { disputes } from '../db/schema';
import type { Executor } from '../db/types';
import { ApiError } from '../http/api-error';

/** The identity an organization key's disputes are filed under (organization keys have no email). */
export function organizationEmail(slug: string): string {
  return `${slug}@organizations.palisade.invalid`;
}

export async function openDispute(
  db: Executor,
  now: Date,
  input: { assetId: number; email: string; description: string | null; apiKeyId: number; notes: string[]; existingIsOk?: boolean },
): Promise<typeof disputes.$inferSelect> {
  const email = input.email.toLowerCase();
  const [created] = await db
    .insert(disputes)
    .values({ assetId: input.assetId, email, description: input.description, apiKeyId: input.apiKeyId, notes: ['Created through the API.', ...input.notes], createdAt: now })
    .onConflictDoNothing({ target: [disputes.assetId, disputes.email] })
    .returning();
  if (created) return created;
  if (!input.existingIsOk) {
    throw new ApiError(400, 'This email has already disputed this asset', { issues: [{ message: 'Already disputed this asset', path: ['email'] }] });
  }
  const [existing] = await db.select().from(disputes).where(and(eq(disputes.assetId, input.assetId), eq(disputes.email, email)));
  return existing!;
}

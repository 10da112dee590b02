// Disputes group: contest an asset. The email is the body's, else the user key's user's; organization
// keys must send one.
import { asc, eq } from 'drizzle-orm';
import { getOperation } from '../../contract/registry';
import { assets } from '../db/schema';
import { findAsset, normalizeContent, parseContent } from '../domain/assets';
import { openDispute } from '../domain/disputes';
import { badField, notFound } from '../http/api-error';
import { route, type Route } from './define';

export const disputeRoutes: Route[] = [
  route(getOperation('disputeCreate'), async ({ body, principal, deps }) => {
    const email = body.email ?? (principal.kind === 'user' ? principal.user.email : undefined);
    if (!email) throw badField(['email'], 'Required: this key does not belong to a user with an email');
    const parsed = parseContent(body.content);
    let asset = parsed ? await findAsset(deps.db, parsed.type, normalizeContent(parsed.type, body.content)) : undefined;
    if (!asset) [asset] = await deps.db.select().from(assets).where(eq(assets.content, body.content.trim())).orderBy(asc(assets.id)).limit(1);
    if (!asset) throw notFound('Asset not found');
    const notes = asset.status === 'BLOCKED' ? [] : [`Asset status was ${asset.status} when disputed.`];
    const dispute = await openDispute(deps.db, deps.clock.now(), { assetId: asset.id, email, description: body.description ?? null, apiKeyId: principal.keyId, notes });
    return { id: String(dispute.id), content: asset.content, message: 'Dispute received; it will be reviewed.' };
  }),
];

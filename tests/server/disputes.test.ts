import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { disputes } from '../../src/server/db/schema';
import { forEachDatabase } from './helpers/databases';
import { makeWorld, type World } from './helpers/app';
import { putAsset } from './helpers/assets';

forEachDatabase((_kind, getDatabase) => {
  let w: World;
  beforeAll(async () => {
    w = await makeWorld(getDatabase());
    await putAsset(w, 'URL', 'disputed.com', 'BLOCKED');
  });
  const dispute = (body: unknown, key?: string) => w.call('post', '/dispute/create', { body, ...(key ? { key } : {}) });

  it('creates a dispute with a string id and an API system note', async () => {
    const r = await dispute({ content: 'https://disputed.com/', email: 'Owner@Disputed.com', description: 'This is my shop' });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ id: expect.stringMatching(/^\d+$/), content: 'disputed.com' });
    const [row] = await w.db.select().from(disputes).where(eq(disputes.id, Number(r.json.id)));
    expect(row).toMatchObject({ email: 'owner@disputed.com', description: 'This is my shop' });
    expect(row!.notes).toContain('Created through the API.');
  });

  it('400 when the same email disputes the same asset again (any case)', async () => {
    const r = await dispute({ content: 'disputed.com', email: 'owner@disputed.COM' });
    expect(r.status).toBe(400);
    expect(r.json.code).toBe('BAD_REQUEST');
  });

  it("takes the user key's email when none is given; an organization key must give one", async () => {
    expect((await dispute({ content: 'disputed.com' }, w.keys.alice)).status).toBe(200);
    const r = await dispute({ content: 'disputed.com' });
    expect(r.status).toBe(400);
    expect(r.json.issues[0].path).toEqual(['email']);
  });

  it('404 for an asset that does not exist', async () => {
    expect((await dispute({ content: 'never-listed.com', email: 'a@b.test' })).status).toBe(404);
  });

  it('one dispute per (email, asset) under 10 parallel requests', async () => {
    await putAsset(w, 'URL', 'race-dispute.com', 'BLOCKED');
    const results = await Promise.all(Array.from({ length: 10 }, () => dispute({ content: 'race-dispute.com', email: 'x@y.test' })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 400)).toHaveLength(9);
  });
});

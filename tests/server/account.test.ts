// Account and access: validate, user/me (get, update), user/orgs (list, get), rule by rule on PGlite
// and PostgreSQL. Responses are checked against the contract's schemas.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { UserOrgResponse, UserOrgsResponse, UserResponse, ValidateKeyResponse } from '../../src/contract';
import { organizations, users } from '../../src/server/db/schema';
import { makeWorld, type World } from './helpers/app';
import { forEachDatabase } from './helpers/databases';

forEachDatabase((_kind, getDatabase) => {
  let w: World;
  beforeEach(async () => {
    w = await makeWorld(getDatabase());
  });

  describe('validate', () => {
    it('says which kind of key it is and what it is bound to', async () => {
      const org = await w.call('get', '/validate');
      expect(org.status).toBe(200);
      expect(ValidateKeyResponse.parse(org.json)).toEqual({
        valid: true, keyKind: 'ORGANIZATION', organization: { id: w.orgs.acme.id, slug: 'acme', name: 'Acme Corp' }, user: null,
      });
      const user = await w.call('get', '/validate', { key: w.keys.alice });
      expect(user.json).toMatchObject({ valid: true, keyKind: 'USER', organization: null, user: { email: 'alice@acme.test' } });
    });

    it('a missing or unknown key is 401', async () => {
      for (const key of [null, 'cp_live_nope']) expect((await w.call('get', '/validate', { key })).status).toBe(401);
    });
  });

  describe('user/me', () => {
    it('returns the calling user; organization keys get 403', async () => {
      const r = await w.call('post', '/user/me', { key: w.keys.bob });
      expect(r.status).toBe(200);
      expect(UserResponse.parse(r.json).user).toMatchObject({ email: 'bob@example.test', name: null, avatarUrl: null, staff: false });
      expect(r.json.user.updatedAt).toBe(r.json.user.createdAt);
      expect((await w.call('post', '/user/me', { key: w.keys.staff })).json.user.staff).toBe(true);
      const org = await w.call('post', '/user/me');
      expect(org.status).toBe(403);
      expect(org.json.code).toBe('FORBIDDEN');
    });

    it('update changes only the fields sent: a value sets, null clears, absence keeps; updatedAt moves', async () => {
      w.clock.advance(60_000);
      const set = await w.call('post', '/user/me/update', { key: w.keys.bob, body: { name: 'Bob B', avatarUrl: 'https://img.example/b.png' } });
      expect(set.status).toBe(200);
      expect(set.json.user).toMatchObject({ name: 'Bob B', avatarUrl: 'https://img.example/b.png', updatedAt: w.clock.now().toISOString() });
      const keep = await w.call('post', '/user/me/update', { key: w.keys.bob, body: { avatarUrl: null } });
      expect(keep.json.user).toMatchObject({ name: 'Bob B', avatarUrl: null });
      expect((await w.call('post', '/user/me', { key: w.keys.bob })).json.user.name).toBe('Bob B');
      const [alice] = await w.db.select().from(users).where(eq(users.email, 'alice@acme.test'));
      expect(alice!.name).toBeNull();
    });

    it('bad input is 400 naming the field and changes nothing; organization keys get 403', async () => {
      const cases: [unknown, string][] = [[{}, 'name'], [{ name: '' }, 'name'], [{ avatarUrl: 'javascript:alert(1)' }, 'avatarUrl'], [{ name: 'x'.repeat(201) }, 'name']];
      for (const [body, field] of cases) {
        const r = await w.call('post', '/user/me/update', { key: w.keys.bob, body });
        expect(r.status).toBe(400);
        expect(r.json.issues[0].path).toEqual([field]);
      }
      expect((await w.call('post', '/user/me', { key: w.keys.bob })).json.user).toMatchObject({ name: null, avatarUrl: null });
      expect((await w.call('post', '/user/me/update', { body: { name: 'Org' } })).status).toBe(403);
    });
  });

  describe('user/orgs', () => {
    it('lists the organizations the caller reaches, with role and services; never INACTIVE ones', async () => {
      const bob = await w.call('post', '/user/orgs', { key: w.keys.bob, body: {} });
      expect(bob.status).toBe(200);
      expect(UserOrgsResponse.parse(bob.json).organizations.map((o) => [o.slug, o.role])).toEqual([['acme', 'MEMBER'], ['globex', 'ADMIN']]);
      expect(bob.json.organizations[0].services.darkWebMonitoring.active).toBe(true);
      expect(bob.json.organizations[1].services.darkWebMonitoring.active).toBe(false);
      const org = await w.call('post', '/user/orgs', { body: {} });
      expect(org.json.organizations.map((o: { slug: string }) => o.slug)).toEqual(['acme']);
      expect((await w.call('post', '/user/orgs', { key: w.keys.nobody, body: {} })).json.organizations).toEqual([]);
      await w.db.update(organizations).set({ subscriptionStatus: 'INACTIVE' }).where(eq(organizations.slug, 'globex'));
      expect((await w.call('post', '/user/orgs', { key: w.keys.bob, body: {} })).json.organizations.map((o: { slug: string }) => o.slug)).toEqual(['acme']);
    });

    it('filters by subscription status, active services and admin approval; INACTIVE is not a valid filter', async () => {
      await w.db.update(organizations).set({ subscriptionStatus: 'POC', services: ['reviewing', 'takedowns'] }).where(eq(organizations.slug, 'globex'));
      const slugs = async (body: unknown) => (await w.call('post', '/user/orgs', { key: w.keys.bob, body })).json.organizations.map((o: { slug: string }) => o.slug);
      expect(await slugs({ subscriptionStatus: ['POC'] })).toEqual(['globex']);
      expect(await slugs({ services: ['reviewing'] })).toEqual(['globex']);
      expect(await slugs({ services: ['darkWebMonitoring'] })).toEqual(['acme']);
      expect(await slugs({ obligatoryAdminApproval: false })).toEqual(['acme', 'globex']);
      const bad = await w.call('post', '/user/orgs', { key: w.keys.bob, body: { subscriptionStatus: ['INACTIVE'] } });
      expect(bad.status).toBe(400);
      expect(bad.json.issues[0].path).toEqual(['subscriptionStatus', 0]);
    });

    it('get by slug: members and staff reach it; others 403; unknown 404; an organization key only its own', async () => {
      const alice = await w.call('get', '/user/orgs/acme', { key: w.keys.alice });
      expect(alice.status).toBe(200);
      expect(UserOrgResponse.parse(alice.json).organization).toMatchObject({ slug: 'acme', name: 'Acme Corp', role: 'OWNER' });
      const staff = await w.call('get', '/user/orgs/globex', { key: w.keys.staff });
      expect(staff.status).toBe(200);
      expect(staff.json.organization.role).toBeNull();
      expect((await w.call('get', '/user/orgs/globex', { key: w.keys.alice })).status).toBe(403);
      expect((await w.call('get', '/user/orgs/no-such-org', { key: w.keys.alice })).status).toBe(404);
      expect((await w.call('get', '/user/orgs/acme')).status).toBe(200);
      const other = await w.call('get', '/user/orgs/globex');
      expect(other.status).toBe(403);
      expect(other.json).toEqual({ message: 'API key does not have access to this organization', code: 'FORBIDDEN' });
      await w.db.update(organizations).set({ subscriptionStatus: 'INACTIVE' }).where(eq(organizations.slug, 'globex'));
      expect((await w.call('get', '/user/orgs/globex', { key: w.keys.staff })).status).toBe(404);
    });
  });
});

// Blocking an asset through the database and the status-change hook produces a new version, on
// PGlite and (with PALISADE_PG_URL) PostgreSQL.
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { bytesToHex, hashExpressions } from '../../../src/blocklist';
import { createBlocklistPublisher, loadListedFromDb } from '../../../src/server/blocklist';
import { fakeClock } from '../../../src/server/clock';
import { assets, brands, organizations, proposals, reviews } from '../../../src/server/db/schema';
import { inTransaction } from '../../../src/server/db/unit-of-work';
import { changeAssetStatus } from '../../../src/server/domain/asset-status';
import { createEvents } from '../../../src/server/events';
import { createMemoryLogger } from '../../../src/server/log';
import { forEachDatabase } from '../helpers/databases';

const hex = async (expression: string) => bytesToHex((await hashExpressions([expression]))[0]!);

describe('blocklist publishing from the database', () => {
  forEachDatabase((_kind, getDatabase) => {
    it('lists BLOCKED assets with the label and brand of their approving review, and republishes on a status change', async () => {
      const { db } = getDatabase();
      const clock = fakeClock(new Date('2025-01-15T10:00:00Z'));
      const now = clock.now();
      const [org] = await db.insert(organizations).values({ slug: 'acme', name: 'Acme', createdAt: now }).returning();
      const [brand] = await db.insert(brands).values({ organizationId: org!.id, name: 'Acme Wallet', createdAt: now }).returning();
      const rows = await db
        .insert(assets)
        .values([
          { type: 'URL', content: 'evil.example', status: 'BLOCKED', createdAt: now, updatedAt: now },
          { type: 'TWITTER', content: 'twitter.com/fakesupport', status: 'BLOCKED', createdAt: now, updatedAt: now },
          { type: 'URL', content: 'later.example', status: 'UNKNOWN', createdAt: now, updatedAt: now },
          { type: 'URL', content: 'allowed.example', status: 'ALLOWED', createdAt: now, updatedAt: now },
        ])
        .returning();
      const [twitter, later] = [rows[1]!, rows[2]!];
      const [proposal] = await db.insert(proposals).values({ assetId: twitter.id, organizationId: org!.id, status: 'APPROVED', createdAt: now }).returning();
      await db.insert(reviews).values({ proposalId: proposal!.id, organizationId: org!.id, decision: 'APPROVE', label: 'Brand Impersonation', brandId: brand!.id, createdAt: now });

      const listed = await loadListedFromDb(db);
      expect(listed.sort((a, b) => a.content.localeCompare(b.content))).toEqual([
        { type: 'URL', content: 'evil.example', label: null, brand: null },
        { type: 'TWITTER', content: 'twitter.com/fakesupport', label: 'Brand Impersonation', brand: 'Acme Wallet' },
      ]);

      const log = createMemoryLogger();
      const events = createEvents(log);
      const publisher = createBlocklistPublisher({ loadListed: () => loadListedFromDb(db), clock, log, debounceMs: 50 });
      events.onAssetStatusChanged(() => publisher.onAssetStatusChanged());
      await publisher.start();
      const first = publisher.versionInfo('http://api.test/v2')!;
      const profile = await hex('x.com/fakesupport');
      expect(publisher.confirm(1, [profile.slice(0, 8)]).results[0]!.matches).toEqual([
        { hash: profile, threat: { label: 'Brand Impersonation', brand: 'Acme Wallet' } },
      ]);

      clock.advance(1000);
      await inTransaction({ db, clock, events }, (work) => changeAssetStatus(work, later.id, 'BLOCKED'));
      await vi.waitFor(() => expect(publisher.versionInfo('http://api.test/v2')!.version).toBe(first.version + 1), { timeout: 5000 });
      await publisher.whenIdle();
      const second = publisher.versionInfo('http://api.test/v2')!;
      expect(second.count).toBe(first.count + 1);
      expect(second.diffs.map((d) => d.fromVersion)).toEqual([first.version]);
      const laterHash = await hex('later.example/');
      expect(publisher.confirm(1, [laterHash.slice(0, 8)]).results[0]!.matches.map((m) => m.hash)).toEqual([laterHash]);

      // Leaving BLOCKED leaves the list.
      await inTransaction({ db, clock, events }, (work) => changeAssetStatus(work, later.id, 'ALLOWED'));
      await vi.waitFor(() => expect(publisher.versionInfo('http://api.test/v2')!.count).toBe(first.count), { timeout: 5000 });
      expect(publisher.confirm(1, [laterHash.slice(0, 8)]).results[0]!.matches).toEqual([]);
      const [stored] = await db.select().from(assets).where(eq(assets.id, later.id));
      expect(stored!.status).toBe('ALLOWED');
      publisher.stop();
    });
  });
});

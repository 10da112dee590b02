import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/open';
import { assetChangelog, assets } from '../../src/server/db/schema';
import { countAll } from '../../src/server/db/sql';
import { inTransaction } from '../../src/server/db/unit-of-work';
import { changeAssetStatus, type AssetStatusChange } from '../../src/server/domain/asset-status';
import { createEvents } from '../../src/server/events';
import { fakeClock } from '../../src/server/clock';
import { silentLogger } from '../../src/server/log';
import { forEachDatabase } from './helpers/databases';

const run = promisify(execFile);

forEachDatabase((kind, getDatabase) => {
  const clock = fakeClock();

  async function newAsset(content: string) {
    const { db } = getDatabase();
    const [row] = await db
      .insert(assets)
      .values({ type: 'URL', content, status: 'UNKNOWN', createdAt: clock.now(), updatedAt: clock.now() })
      .returning();
    return row!;
  }

  it(`migrates and counts as numbers (${kind})`, async () => {
    const { db } = getDatabase();
    await newAsset('count-me.test');
    const [row] = await db.select({ n: countAll() }).from(assets);
    expect(typeof row!.n).toBe('number');
    expect(row!.n).toBeGreaterThanOrEqual(1);
  });

  it('rejects a second asset with the same (type, content)', async () => {
    await newAsset('unique.test');
    await expect(newAsset('unique.test')).rejects.toThrow();
  });

  it('writes the changelog with the status change and announces it only after commit', async () => {
    const { db } = getDatabase();
    const events = createEvents(silentLogger);
    const seen: AssetStatusChange[][] = [];
    events.onAssetStatusChanged((c) => {
      seen.push(c);
    });
    const asset = await newAsset('commit.test');
    await inTransaction({ db, clock, events }, (work) => changeAssetStatus(work, asset.id, 'BLOCKED', 'test'));
    const log = await db.select().from(assetChangelog).where(eq(assetChangelog.assetId, asset.id));
    expect(log).toMatchObject([{ fromStatus: 'UNKNOWN', toStatus: 'BLOCKED' }]);
    await new Promise((r) => setTimeout(r, 0));
    expect(seen.flat().map((c) => [c.content, c.toStatus])).toEqual([['commit.test', 'BLOCKED']]);
  });

  it('rolls back the status and its changelog row together, and announces nothing', async () => {
    const { db } = getDatabase();
    const events = createEvents(silentLogger);
    let announced = 0;
    events.onAssetStatusChanged(() => {
      announced++;
    });
    const asset = await newAsset('rollback.test');
    await expect(
      inTransaction({ db, clock, events }, async (work) => {
        await changeAssetStatus(work, asset.id, 'BLOCKED');
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const [after] = await db.select().from(assets).where(eq(assets.id, asset.id));
    expect(after!.status).toBe('UNKNOWN');
    expect(await db.select().from(assetChangelog).where(eq(assetChangelog.assetId, asset.id))).toEqual([]);
    await new Promise((r) => setTimeout(r, 0));
    expect(announced).toBe(0);
  });

  it('serializes concurrent changes: each changelog row starts where the previous ended', async () => {
    const { db } = getDatabase();
    const events = createEvents(silentLogger);
    const asset = await newAsset('race.test');
    const targets = ['BLOCKED', 'ALLOWED', 'UNKNOWN', 'BLOCKED', 'ALLOWED', 'BLOCKED'] as const;
    await Promise.all(targets.map((t) => inTransaction({ db, clock, events }, (w) => changeAssetStatus(w, asset.id, t))));
    const log = await db.select().from(assetChangelog).where(eq(assetChangelog.assetId, asset.id)).orderBy(assetChangelog.id);
    let status = 'UNKNOWN';
    for (const entry of log) {
      expect(entry.fromStatus).toBe(status);
      status = entry.toStatus;
    }
    const [final] = await db.select().from(assets).where(eq(assets.id, asset.id));
    expect(final!.status).toBe(status);
  });
});

describe('PGlite folder lock', () => {
  it('refuses a second process naming the folder and the holder, and frees the folder on close', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'palisade-lock-'));
    try {
      const database = await openDatabase(folder);
      const child = await run('node', ['--import', 'tsx', 'tests/server/helpers/open-folder.ts', folder]).catch(
        (e: { stdout: string; code: number }) => e,
      );
      expect(child.stdout).toContain(`refused: Database folder ${folder} is in use by another process (PID ${process.pid})`);
      await database.close();
      const again = await run('node', ['--import', 'tsx', 'tests/server/helpers/open-folder.ts', folder]);
      expect(again.stdout.trim()).toBe('opened');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

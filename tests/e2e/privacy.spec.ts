// Privacy: browsing clean pages tells the service nothing. Only sync requests may reach it.
import { counts, control, expect, test, visit, webUrl } from './extension';

test('browsing 50 clean pages sends no request to the service beyond sync', async ({ context, bg }) => {
  expect((await bg.send<{ version: number | null }>({ type: 'sync/status' })).version).not.toBeNull();
  await control('/reset');
  const page = await context.newPage();
  for (let i = 1; i <= 50; i++) {
    const url = webUrl(`clean-${i}.test`, `/article/${i}?ref=home`);
    await visit(page, url);
    await expect(page.locator('#page')).toHaveText(`clean-${i}.test/article/${i}?ref=home`);
  }
  const { api, web } = await counts();
  const syncPaths = new Set(['GET /v2/asset/blocklist/version', 'GET /v2/asset/blocklist/artifacts/*']);
  expect(Object.keys(api).filter((path) => !syncPaths.has(path))).toEqual([]);
  expect(Object.keys(web).filter((h) => h.startsWith('clean-'))).toHaveLength(50);
});

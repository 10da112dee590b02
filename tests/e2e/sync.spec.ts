// Sync: a page blocked after install is caught after the next sync; with the service stopped, a
// cached positive is still warned and the popup says the sync is failing.
import { join } from 'node:path';
import { ARTIFACTS, expectWarning, control, expect, test, visit, webUrl } from './extension';

test('an asset blocked after install is caught after the next sync', async ({ context, bg, extensionId }) => {
  const page = await context.newPage();
  await visit(page, webUrl('later-scam.test', '/'));
  await expect(page.locator('#page')).toHaveText('later-scam.test/');
  const before = await bg.send<{ version: number }>({ type: 'sync/status' });

  await control('/status', { type: 'URL', content: 'later-scam.test', status: 'BLOCKED' });
  try {
    const after = await bg.send<{ version: number; state: string }>({ type: 'sync/now' });
    expect(after.version).toBeGreaterThan(before.version);
    expect(after.state).toBe('fresh');
    await visit(page, webUrl('later-scam.test', '/again'));
    await expectWarning(page);
    expect(page.url()).toContain(`chrome-extension://${extensionId}/`);
  } finally {
    await control('/status', { type: 'URL', content: 'later-scam.test', status: 'UNKNOWN' });
  }
});

test('with the service stopped a cached positive is still warned and the popup says the sync is failing', async ({ context, bg, extensionId }) => {
  const page = await context.newPage();
  await visit(page, webUrl('offline-scam.test', '/'));
  await expectWarning(page);

  await control('/stop');
  try {
    const status = await bg.send<{ state: string; lastError: string | null }>({ type: 'sync/now' });
    expect(status.state).toBe('failing');
    expect(status.lastError).not.toBeNull();
    const verdict = await bg.send<{ state: string }>({ type: 'verdict/get', url: webUrl('offline-scam.test', '/pay') });
    expect(verdict.state).toBe('warned');
    await visit(page, webUrl('offline-scam.test', '/pay'));
    await expectWarning(page);
    await expect(page.locator('#warning-host')).toContainText('offline-scam.test');

    const popup = await context.newPage();
    await popup.goto(`chrome-extension://${extensionId}/popup.html#url=${encodeURIComponent(webUrl('offline-scam.test', '/pay'))}`);
    await expect(popup.locator('#sync-status')).toContainText(/fail|could not|unreachable/i);
    await popup.screenshot({ path: join(ARTIFACTS, 'popup-sync-failing.png'), fullPage: true });
  } finally {
    await control('/start');
  }
});

// The popup: the current page's verdict and parse result, and a report form that creates a report and
// shows a 422 (the same page reported twice) in words beside the asset.
import { join } from 'node:path';
import { ARTIFACTS, control, counts, expect, test } from './extension';

test('the popup reports the current page and shows a 422 duplicate in words', async ({ context, bg, extensionId }) => {
  // The popup is pointed at the page (#url=), so the host need not resolve; the parser takes only
  // public suffixes, hence .com rather than .test.
  const target = 'https://report-me-palisade.com/phish/login';
  await control('/reset');
  const popup = await context.newPage();
  await popup.setViewportSize({ width: 420, height: 900 });
  await popup.goto(`chrome-extension://${extensionId}/popup.html#url=${encodeURIComponent(target)}`);
  await expect(popup.locator('#verdict')).toContainText(/safe|not on the blocklist|no warning/i);
  await expect(popup.locator('#parse-type')).toHaveText('URL');
  await expect(popup.locator('#parse-content')).toContainText('report-me-palisade.com');
  await expect(popup.locator('#sync-status')).not.toBeEmpty();
  // Opening the popup parses the page locally: only the report below may tell the service about it.
  expect(Object.keys((await counts()).api).filter((path) => !path.includes('/asset/blocklist/'))).toEqual([]);

  await popup.locator('#report-title').fill('Fake login page');
  await popup.locator('#report-submit').click();
  await expect(popup.locator('#report-result')).toContainText(/\d+/);
  await popup.screenshot({ path: join(ARTIFACTS, 'popup-report.png'), fullPage: true });

  await popup.locator('#report-submit').click();
  const error = popup.locator('.report-error').first();
  await expect(error).toBeVisible();
  await expect(error).toContainText('report-me-palisade.com');
  await expect(error).not.toContainText(/^[A-Z_]+$/);
  await popup.screenshot({ path: join(ARTIFACTS, 'popup-422.png'), fullPage: true });
  expect(bg).toBeTruthy();
});

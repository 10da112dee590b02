// The warning path: a listed page is replaced by the warning page; a repeat visit never reaches the
// scam host; "Continue anyway" lets the user through for a limited time; "This is a mistake" files a
// dispute that the service records; the page passes an axe-core audit.
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { ARTIFACTS, expectWarning, control, counts, env, expect, test, visit, webUrl } from './extension';

test('a listed page shows the warning page, which names the host and passes axe-core', async ({ context, bg }) => {
  const page = await context.newPage();
  await visit(page, webUrl('scam-demo.test', '/login?next=%2Faccount'));
  await expectWarning(page);
  await expect(page.locator('#warning-host')).toContainText('scam-demo.test');
  await expect(page.locator('#back-to-safety')).toBeVisible();
  await page.screenshot({ path: join(ARTIFACTS, 'warning-page.png'), fullPage: true });
  const audit = await new AxeBuilder({ page }).analyze();
  expect(audit.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  expect((await bg.send<{ state: string }>({ type: 'verdict/get', url: webUrl('scam-demo.test', '/') })).state).toBe('warned');
});

test('the second visit to a confirmed scam host sends it no request at all', async ({ context, bg }) => {
  const page = await context.newPage();
  await visit(page, webUrl('scam-demo.test', '/first'));
  await expectWarning(page);
  await expect.poll(async () => (await bg.dynamicRules()).length).toBeGreaterThan(0);

  await control('/reset');
  const again = await context.newPage();
  await visit(again, webUrl('scam-demo.test', '/second'));
  await expectWarning(again);
  await expect(again.locator('#warning-host')).toContainText('scam-demo.test');
  expect((await counts()).web['scam-demo.test'] ?? 0).toBe(0);
});

test('"Continue anyway" opens the page, and the allowance expires', async ({ context, bg }) => {
  await bg.send({ type: 'config/set', apiUrl: env.apiUrl, apiKey: env.apiKey, slug: 'acme', allowanceSeconds: 4 });
  const page = await context.newPage();
  await visit(page, webUrl('allow-me.test', '/offer'));
  await expectWarning(page);
  await page.locator('#show-details').click();
  await page.locator('#continue-anyway').click();
  await page.waitForURL(webUrl('allow-me.test', '/offer'));
  await expect(page.locator('#page')).toHaveText('allow-me.test/offer');
  const { allowances } = await bg.send<{ allowances: Array<{ host: string }> }>({ type: 'allowances/list' });
  expect(allowances.map((a) => a.host)).toContain('allow-me.test');

  // Past the allowance the next visit is warned again.
  await page.waitForTimeout(4_500);
  await visit(page, webUrl('allow-me.test', '/offer-again'));
  await expectWarning(page);
  expect((await bg.send<{ allowances: unknown[] }>({ type: 'allowances/list' })).allowances).toEqual([]);
});

test('"This is a mistake" records a dispute on the service', async ({ context }) => {
  const page = await context.newPage();
  const url = webUrl('scam-demo.test', '/dispute-me');
  await visit(page, url);
  await expectWarning(page);
  await page.locator('#report-mistake').click();
  const email = `owner-${Date.now()}@example.org`;
  await page.locator('#dispute-email').fill(email);
  await page.locator('#dispute-submit').click();
  await expect(page.locator('#dispute-result')).toContainText(/\d/);

  // Through the API: the same person disputing the same page again is refused, so the first one is on record.
  const again = await fetch(`${env.apiUrl}/dispute/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': env.apiKey },
    body: JSON.stringify({ content: url, email }),
  });
  expect(again.status).toBe(400);
});

// Starts what the end-to-end tests run against: the real service (PGlite, test seed), the loopback web
// for *.test hosts, and a control endpoint; then builds the extension against the service's port (fixed
// first, because the build bakes WXT_API_URL in). Workers learn the ports from PALISADE_E2E.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { startControl } from './harness/control';
import { startService } from './harness/service';
import { startWeb } from './harness/web';

export const SEED_FILE = fileURLToPath(new URL('./fixtures/seed.json', import.meta.url));
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const OUT_DIR = '.output/e2e';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export default async function globalSetup() {
  const [apiPort, webPort, controlPort] = [await freePort(), await freePort(), await freePort()];
  const service = await startService(apiPort, SEED_FILE);
  const web = await startWeb(webPort);
  const control = await startControl(controlPort, service, web);
  const seed = JSON.parse(readFileSync(SEED_FILE, 'utf8')) as { users: Array<{ apiKeys: string[] }> };
  const apiKey = seed.users[0]!.apiKeys[0]!;

  execFileSync('npx', ['wxt', 'build'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PALISADE_WXT_OUT_DIR: OUT_DIR, WXT_API_URL: service.baseUrl, WXT_API_KEY: apiKey, WXT_ORG_SLUG: 'acme' },
  });

  process.env.PALISADE_E2E = JSON.stringify({
    apiUrl: service.baseUrl,
    apiKey,
    webPort,
    control: `http://127.0.0.1:${controlPort}`,
    extensionPath: `${ROOT}/${OUT_DIR}/chrome-mv3`,
  });
  return async () => {
    await control.close();
    await web.close();
    await service.close();
  };
}

// The CLI as an operator runs it: real processes, a real socket. Runs on PGlite folders only (the CLI's
// database code is the same openDatabase the other suites exercise on both engines).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../src/server/cli/admin';
import { parseArgs } from '../../src/server/cli/args';

const run = promisify(execFile);
const cli = (...args: string[]) => run('node', ['--import', 'tsx', 'src/server/cli/main.ts', ...args]);

/** Admin commands in this process (each spawn costs seconds on a busy machine); `serve` runs as a real process. */
async function admin(...argv: string[]): Promise<any> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const printed: unknown[] = [];
  const args = parseArgs(argv);
  await runAdmin(args.positional[0]!, args, (v) => printed.push(v));
  return printed[0];
}

function startServer(args: string[]): Promise<{ child: ChildProcess; base: string; lines: string[] }> {
  const child = spawn('node', ['--import', 'tsx', 'src/server/cli/main.ts', 'serve', '--port', '0', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      let nl;
      while ((nl = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        lines.push(line);
        const entry = JSON.parse(line) as { msg: string; url?: string };
        if (entry.msg === 'listening') resolve({ child, base: entry.url!, lines });
      }
    });
    let err = '';
    child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${err}`)));
  });
}

describe('CLI', () => {
  const folder = mkdtempSync(join(tmpdir(), 'palisade-cli-'));
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const c of children) if (c.pid && c.exitCode === null) process.kill(c.pid);
    rmSync(folder, { recursive: true, force: true });
  });

  it('admin commands create an organization, a user, a membership and a key printed once', async () => {
    const db = join(folder, 'admin');
    const org = await admin('org', 'create', '--slug', 'acme', '--name', 'Acme', '--db', db);
    expect(org).toMatchObject({ slug: 'acme', name: 'Acme' });
    await admin('user', 'create', '--email', 'Ops@Acme.test', '--db', db);
    expect((await admin('membership', 'add', '--user', 'ops@acme.test', '--org', 'acme', '--role', 'OWNER', '--db', db)).role).toBe('OWNER');
    const key = (await admin('key', 'create', '--user', 'ops@acme.test', '--db', db)) as { key: string; prefix: string };
    expect(key.key).toMatch(/^cp_live_[a-z2-7]{32}$/);
    expect(key.key.startsWith(key.prefix)).toBe(true);
    await expect(admin('membership', 'add', '--user', 'ops@acme.test', '--org', 'acme', '--role', 'KING', '--db', db)).rejects.toThrow(
      '--role must be one of OWNER, ADMIN, MEMBER',
    );

    const server = await startServer(['--db', db]);
    children.push(server.child);
    expect((await fetch(server.base.replace('/v2', '/healthz'))).status).toBe(200);
    const check = await fetch(`${server.base}/reports/search`, {
      method: 'POST',
      headers: { 'x-api-key': key.key, 'content-type': 'application/json' },
      body: JSON.stringify({ contents: ['x.com'] }),
    });
    expect(check.status).toBe(200);
    // A second server on the same folder is refused, naming the folder and the holder.
    const second = await cli('serve', '--port', '0', '--db', db).catch((e: { stderr: string }) => e);
    expect((second as { stderr: string }).stderr).toContain(`Database folder ${db} is in use by another process (PID ${server.child.pid})`);
    // One structured line per request, never the key.
    const requestLines = server.lines.map((l) => JSON.parse(l) as { msg: string; path?: string }).filter((l) => l.msg === 'request');
    expect(requestLines.map((l) => l.path)).toEqual(['/healthz', '/v2/reports/search']);
    expect(server.lines.join('\n')).not.toContain(key.key);
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));
  }, 180_000);

  it('serve --seed loads the demo into an empty database, publishes the blocklist and answers with the demo key', async () => {
    const server = await startServer(['--db', 'memory', '--seed', 'seed/demo.json']);
    children.push(server.child);
    const headers = { 'x-api-key': 'cp_live_demoacmeorgkeyaaaaaaaaaaaaaa', 'content-type': 'application/json' };
    const check = await fetch(`${server.base}/asset/check`, { method: 'POST', headers, body: JSON.stringify({ type: 'URL', content: 'scam-demo.test' }) });
    expect(await check.json()).toEqual({ status: 'BLOCKED', reason: 'reported' });
    const version = await fetch(`${server.base}/asset/blocklist/version`, { headers });
    expect(version.status).toBe(200);
    const info = (await version.json()) as { count: number; snapshot: { url: string } };
    expect(info.count).toBeGreaterThan(0);
    expect((await fetch(info.snapshot.url)).status).toBe(200);
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));
  }, 180_000);
});

// A control endpoint for the test workers (Playwright runs tests in other processes than the global
// setup that owns the servers): read and reset request counts, stop and start the service, block an asset.
import { createServer } from 'node:http';
import type { TestService } from './service';
import type { startWeb } from './web';

export async function startControl(port: number, service: TestService, web: Awaited<ReturnType<typeof startWeb>>) {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, string>) : {};
        const path = new URL(req.url ?? '/', 'http://x').pathname;
        let answer: unknown = { ok: true };
        if (path === '/counts') answer = { api: service.counts(), web: web.counts() };
        else if (path === '/reset') {
          service.resetCounts();
          web.resetCounts();
        } else if (path === '/stop') await service.stop();
        else if (path === '/start') {
          if (!service.running()) await service.start();
        } else if (path === '/status') await service.setStatus(body.type ?? 'URL', body.content ?? '', (body.status ?? 'BLOCKED') as 'BLOCKED');
        else answer = { error: 'unknown control path' };
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      })().catch((e: unknown) => res.writeHead(500).end(JSON.stringify({ error: String(e) })));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

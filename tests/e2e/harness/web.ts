// The "web" for the end-to-end tests: one loopback server answering for every *.test host (Chromium
// maps them to 127.0.0.1), with a small page per URL, counting the requests each host receives. That
// count is how a test proves that a repeat visit to a scam host never left the browser.
import { createServer } from 'node:http';

export async function startWeb(port: number) {
  const counts = new Map<string, number>();
  const server = createServer((req, res) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '');
    counts.set(host, (counts.get(host) ?? 0) + 1);
    if (req.url === '/favicon.ico') {
      res.writeHead(404).end();
      return;
    }
    const title = `${host}${req.url ?? '/'}`.replace(/[<>&"]/g, '');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(`<!doctype html><html lang="en"><head><title>${title}</title><link rel="icon" href="data:,"></head><body><h1 id="page">${title}</h1></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: (host: string, path = '/') => `http://${host}:${port}${path}`,
    counts: () => Object.fromEntries(counts),
    resetCounts: () => counts.clear(),
    close: () => new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}

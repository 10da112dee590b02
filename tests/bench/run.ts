// `npm run bench`: runs every tests/bench/*.bench.ts section and prints one JSON object of figures.
// Each section default-exports `async (log) => figures`; every figure sits beside the baseline it was
// measured against in the same run. Progress goes to stderr so stdout stays one JSON document.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

type Section = (log: (line: string) => void) => Promise<Record<string, unknown>>;

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.startsWith(o)))
  .sort();

const result: Record<string, unknown> = { machine: { node: process.version, cpus: (await import('node:os')).cpus().length } };
for (const file of files) {
  const name = file.replace(/\.bench\.ts$/, '');
  const log = (line: string) => process.stderr.write(`[bench ${name}] ${line}\n`);
  log('starting');
  const started = performance.now();
  const mod = (await import(pathToFileURL(join(here, file)).href)) as { default: Section };
  result[name] = await mod.default(log);
  log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);

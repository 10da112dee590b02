// `npm run server -- <command>`: the operator's entry point. Wiring only; each command lives beside.
//   serve [--port N] [--host H] [--db memory|DIR|postgres://URL] [--seed FILE]   (default command)
//   migrate [--db ...]
//   seed FILE [--db ...]
//   org create --slug S --name N [--dark-web-monitoring]
//   user create --email E [--name N] [--staff]
//   membership add --user E --org S --role OWNER|ADMIN|MEMBER
//   key create (--org S [--role R] | --user E) [--label L]      (prints the key once)
//   key revoke --id N
import { parseArgs, UsageError } from './args';
import { runAdmin } from './admin';
import { runServe } from './serve';

const USAGE = `usage: npm run server -- [serve] [--port N] [--host H] [--db memory|DIR|postgres://URL] [--seed FILE]
       npm run server -- migrate|seed FILE [--db ...]
       npm run server -- org create --slug S --name N [--dark-web-monitoring]
       npm run server -- user create --email E [--name N] [--staff]
       npm run server -- membership add --user E --org S --role OWNER|ADMIN|MEMBER
       npm run server -- key create (--org S [--role R] | --user E) [--label L]
       npm run server -- key revoke --id N`;

async function main(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  const command = args.positional[0] ?? 'serve';
  if (args.options.has('help') || command === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (command === 'serve') return runServe(args);
  return runAdmin(command, args);
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code !== 0) process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof UsageError) process.stderr.write(`${error.message}\n${USAGE}\n`);
    else process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);

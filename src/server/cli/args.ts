// A small argument parser: `--name value`, `--name=value` and `--flag`; everything else is positional.
export interface ParsedArgs {
  positional: string[];
  options: Map<string, string | true>;
}

export function parseArgs(argv: string[]): ParsedArgs {
  const positional: string[] = [];
  const options = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    if (eq > 0) {
      options.set(arg.slice(2, eq), arg.slice(eq + 1));
    } else {
      const next = argv[i + 1];
      if (next !== undefined && !next.startsWith('--')) {
        options.set(arg.slice(2), next);
        i++;
      } else options.set(arg.slice(2), true);
    }
  }
  return { positional, options };
}

export function stringOption(args: ParsedArgs, name: string, fallback?: string): string {
  const value = args.options.get(name);
  if (typeof value === 'string') return value;
  if (fallback !== undefined) return fallback;
  throw new UsageError(`--${name} is required`);
}

export class UsageError extends Error {}

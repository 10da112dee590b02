// Admin commands: each opens the database, does one thing in one transaction, prints the result as JSON.
import { openDatabase } from '../db/open';
import { addMembership, createApiKey, createOrganization, createUser, revokeApiKey } from '../domain/admin';
import type { Role } from '../http/principal';
import { loadSeedFile } from '../seed/load';
import { stringOption, UsageError, type ParsedArgs } from './args';
import { DEFAULT_DB } from './serve';

const ROLES: Role[] = ['OWNER', 'ADMIN', 'MEMBER'];

function role(value: string): Role {
  if (!ROLES.includes(value as Role)) throw new UsageError(`--role must be one of ${ROLES.join(', ')}`);
  return value as Role;
}

export async function runAdmin(
  command: string,
  args: ParsedArgs,
  print: (value: unknown) => void = (value) => process.stdout.write(`${JSON.stringify(value)}\n`),
): Promise<number> {
  const sub = args.positional[1];
  const action = `${command} ${sub ?? ''}`.trim();
  const known = ['migrate', 'seed', 'org create', 'user create', 'membership add', 'key create', 'key revoke'];
  const name = known.find((k) => k === action || (k === command && (command === 'migrate' || command === 'seed')));
  if (!name) throw new UsageError(`unknown command: ${action}`);

  const database = await openDatabase(stringOption(args, 'db', process.env.PALISADE_DB ?? DEFAULT_DB));
  const now = new Date();
  try {
    const db = database.db;
    switch (name) {
      case 'migrate':
        print({ migrated: database.location });
        break;
      case 'seed': {
        const file = args.positional[1];
        if (!file) throw new UsageError('seed needs a FILE');
        print(await loadSeedFile(db, now, file, { onlyIfEmpty: false }));
        break;
      }
      case 'org create': {
        const org = await createOrganization(db, now, {
          slug: stringOption(args, 'slug'),
          name: stringOption(args, 'name'),
          darkWebMonitoring: args.options.has('dark-web-monitoring'),
        });
        print({ id: org.id, slug: org.slug, name: org.name });
        break;
      }
      case 'user create': {
        const name_ = args.options.get('name');
        const user = await createUser(db, now, {
          email: stringOption(args, 'email'),
          name: typeof name_ === 'string' ? name_ : null,
          staff: args.options.has('staff'),
        });
        print({ id: user.id, email: user.email, staff: user.staff });
        break;
      }
      case 'membership add': {
        const m = await addMembership(db, now, { userEmail: stringOption(args, 'user'), orgSlug: stringOption(args, 'org'), role: role(stringOption(args, 'role')) });
        print({ id: m.id, role: m.role });
        break;
      }
      case 'key create': {
        const label = args.options.get('label');
        const owner = args.options.has('org')
          ? { orgSlug: stringOption(args, 'org'), role: role(stringOption(args, 'role', 'ADMIN')) }
          : { userEmail: stringOption(args, 'user') };
        const key = await createApiKey(db, now, owner, { label: typeof label === 'string' ? label : null });
        print({ id: key.id, prefix: key.prefix, key: key.key, note: 'Shown once: only its hash is stored.' });
        break;
      }
      case 'key revoke': {
        const id = Number(stringOption(args, 'id'));
        if (!Number.isInteger(id) || id <= 0) throw new UsageError('--id must be a key id (printed by key create)');
        print({ id, revoked: await revokeApiKey(db, now, id) });
        break;
      }
    }
    return 0;
  } finally {
    await database.close();
  }
}

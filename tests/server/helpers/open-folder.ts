// Child process for the lock test: tries to open a PGlite folder and reports what happened.
import { openDatabase } from '../../../src/server/db/open';

const folder = process.argv[2] ?? '';
try {
  const database = await openDatabase(folder);
  process.stdout.write('opened\n');
  await database.close();
} catch (error) {
  process.stdout.write(`refused: ${(error as Error).message}\n`);
  process.exitCode = 3;
}

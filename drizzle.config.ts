// drizzle-kit reads this to generate SQL migrations into drizzle/ (`npx drizzle-kit generate`).
// The same migrations run on PGlite and PostgreSQL (src/server/db/open.ts).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './drizzle',
});

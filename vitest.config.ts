import { defineConfig } from 'vitest/config';

// Unit tests are pure and fast; server tests start PGlite (and PostgreSQL when PALISADE_PG_URL is set),
// so they get longer timeouts and at most two files at once on a 2-core machine.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'], environment: 'node', sequence: { groupOrder: 0 } } },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
          // Runs after the unit project, so the two never compete for the 2 cores with different worker caps.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});

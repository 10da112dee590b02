// Shared assertion: parsing `input` fails with at least one issue whose path is exactly `path`.
import { expect } from 'vitest';
import type { z } from 'zod';

export function issuePaths(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((i) => i.path.map(String).join('.'));
}

export function expectIssueAt(schema: z.ZodType, input: unknown, path: string): void {
  const result = schema.safeParse(input);
  expect(result.success, `expected ${JSON.stringify(input)} to be refused`).toBe(false);
  expect(issuePaths(schema, input)).toContain(path);
}

export function expectValid(schema: z.ZodType, input: unknown): void {
  const result = schema.safeParse(input);
  expect(result.success ? [] : result.error.issues).toEqual([]);
}

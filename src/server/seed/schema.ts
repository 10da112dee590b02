// The seed file (docs/seed.md; DESIGN §3 fixes the top-level keys). Validated before anything is
// written: a bad file is refused with the path of the first bad field.
import { z } from 'zod';
import { AssetStatus, AssetType } from '../../contract/enums';

const Role = z.enum(['OWNER', 'ADMIN', 'MEMBER']);
const AssetKey = z.strictObject({ type: AssetType, content: z.string().min(1) });
const Slug = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'lowercase letters, digits and dashes');
const Iso = z.iso.datetime({ offset: true });

const Brand = z.strictObject({
  id: z.int().positive(),
  name: z.string().min(1),
  type: z.enum(['ORGANIZATION', 'INDIVIDUAL']).default('ORGANIZATION'),
  description: z.string().optional(),
  credentialTargets: z.array(z.strictObject({ kind: z.enum(['domain', 'email', 'crypto']), target: z.string().min(1) })).default([]),
});

const Organization = z.strictObject({
  slug: Slug,
  name: z.string().min(1),
  darkWebMonitoring: z.boolean().default(false),
  contactUrl: z.url().optional(),
  brands: z.array(Brand).default([]),
  legitimacyRules: z
    .array(z.strictObject({ kind: z.enum(['popular_domain', 'owned_domain_pattern']), pattern: z.string().min(1), enabled: z.boolean().default(true) }))
    .default([]),
});

const ApiKey = z.string().regex(/^cp_[a-z]+_[a-z2-7]{16,}$/, 'an API key like cp_live_<base32>, 16+ characters after the prefix');

export const SeedFile = z.strictObject({
  organizations: z.array(Organization).default([]),
  users: z
    .array(
      z.strictObject({
        email: z.email(),
        name: z.string().optional(),
        staff: z.boolean().default(false),
        memberships: z.array(z.strictObject({ org: Slug, role: Role, active: z.boolean().default(true) })).default([]),
        apiKeys: z.array(ApiKey).default([]),
      }),
    )
    .default([]),
  orgKeys: z.array(z.strictObject({ org: Slug, key: ApiKey, role: Role.default('ADMIN'), label: z.string().optional() })).default([]),
  assets: z.array(AssetKey.extend({ status: AssetStatus })).default([]),
  proposals: z
    .array(
      z.strictObject({
        id: z.int().positive().optional(),
        org: Slug,
        asset: AssetKey,
        sourcedByOrg: z.boolean().default(false),
        createdAt: Iso.optional(),
      }),
    )
    .default([]),
  detectionConfigs: z
    .array(
      z.strictObject({
        id: z.int().positive().optional(),
        org: Slug.nullable().default(null),
        source: z.string().min(1),
        title: z.string().default(''),
        description: z.string().default(''),
        cron: z.string().default('0 * * * *'),
        config: z.record(z.string(), z.unknown()).default({}),
        status: z.enum(['ENABLED', 'DEPRECATED_EVALUATE', 'DISABLED']).default('ENABLED'),
        brandId: z.int().positive().nullable().default(null),
        isDefault: z.boolean().default(false),
      }),
    )
    .default([]),
  detections: z
    .array(
      z.strictObject({
        org: Slug,
        asset: AssetKey,
        source: z.string().min(1),
        confidence: z.enum(['none', 'low', 'medium', 'high']),
        reportStatus: z.enum(['REPORTED', 'NOT_REPORTED']).default('NOT_REPORTED'),
        threatContent: z.string().optional(),
        createdAt: Iso.optional(),
      }),
    )
    .default([]),
  credentials: z
    .array(
      z.strictObject({
        id: z.string().min(1),
        org: Slug,
        brandId: z.int().positive(),
        kind: z.enum(['domain', 'email', 'crypto']),
        target: z.string().min(1),
        email: z.string().nullable().default(null),
        address: z.string().nullable().default(null),
        source: z.string().nullable().default(null),
        leakName: z.string().nullable().default(null),
        fragment: z.string().nullable().default(null),
        crawlDate: z.string().nullable().default(null),
        password: z.string().nullable().default(null),
        passwordType: z.string().nullable().default(null),
      }),
    )
    .default([]),
  takedowns: z
    .array(
      z.strictObject({
        org: Slug,
        asset: AssetKey,
        status: z.enum(['TODO', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED', 'PENDING_INPUT']).default('TODO'),
        livenessStatus: z.enum(['ALIVE', 'DEAD', 'UNKNOWN']).default('UNKNOWN'),
      }),
    )
    .default([]),
});
export type SeedFile = z.infer<typeof SeedFile>;

/** "organizations[0].brands[1].name: Invalid input..." for the first failing field. */
export function describeSeedError(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((i) => `${i.path.map((p, n) => (typeof p === 'number' ? `[${p}]` : `${n === 0 ? '' : '.'}${String(p)}`)).join('') || '(root)'}: ${i.message}`)
    .join('; ');
}

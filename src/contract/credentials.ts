// Dark web credentials: leaked credentials tied to a target tracked on a brand. Owner, admin or staff
// only; monitoring must be enabled. Responses carry plaintext passwords: TLS only, never logged.
import { z } from 'zod';
import { CredentialKind } from './enums';
import { PositiveId, Slug } from './common';
import { defineOperation, withErrors } from './operation';

export const CredentialSearchBody = z
  .object({
    slug: Slug,
    brandId: PositiveId,
    kind: CredentialKind,
    target: z.string().min(1).meta({ description: 'A target tracked on the brand; emails are lower-cased, wallets raw' }),
  })
  .meta({ id: 'CredentialSearchBody' });
export type CredentialSearchBody = z.infer<typeof CredentialSearchBody>;

export const CredentialRecord = z
  .object({
    id: z.string(),
    email: z.string().nullable(),
    address: z.string().nullable(),
    source: z.string().nullable(),
    leakName: z.string().nullable(),
    fragment: z.string().nullable(),
    crawlDate: z.string().nullable(),
    password: z.string().nullable().meta({ description: 'Plaintext leaked password' }),
    passwordType: z.string().nullable(),
  })
  .meta({ id: 'CredentialRecord' });
export type CredentialRecord = z.infer<typeof CredentialRecord>;

export const CredentialSearchResponse = z
  .object({
    kind: CredentialKind,
    target: z.string().meta({ description: 'Normalized target' }),
    resultCount: z.int().nonnegative(),
    loadedCount: z.int().nonnegative(),
    results: z.array(CredentialRecord),
  })
  .meta({ id: 'CredentialSearchResponse' });
export type CredentialSearchResponse = z.infer<typeof CredentialSearchResponse>;

export const credentialOperations = [
  defineOperation({
    id: 'credentialSearch', method: 'post', path: '/dark-web/credentials/search', group: 'Dark web credentials', auth: 'apiKey',
    summary: 'Search leaked credentials for a brand target',
    description: '400: invalid or untracked target. 403: role below admin, monitoring disabled, or no access. 404: organization not found.',
    request: { body: CredentialSearchBody },
    responses: { 200: CredentialSearchResponse, ...withErrors(404) },
  }),
] as const;

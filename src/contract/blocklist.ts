// Blocklist sync wire shapes (INTERFACES.md, DESIGN.md §2). The client learns the current version and
// the artifact URLs from /version, downloads immutable content-addressed artifacts (no key needed), and
// resolves local 4-byte prefix hits to full SHA-256 hashes through /confirm.
import { z } from 'zod';
import { errorResponses } from './errors';
import { Hex64 } from './common';
import { defineOperation, withErrors } from './operation';

export const ALGO_VERSION = 1 as const;
export const MAX_CONFIRM_PREFIXES = 100;

const AlgoVersion = z.literal(ALGO_VERSION).meta({ description: 'Canonicalization and hashing algorithm version' });
const NonNegativeInt = z.int().nonnegative();

/** A 4-byte hash prefix written as 8 lowercase hex characters. */
export const HashPrefix = z.string().regex(/^[0-9a-f]{8}$/, 'Expected 8 lowercase hex characters').meta({ id: 'HashPrefix' });

export const BlocklistSnapshotRef = z
  .object({
    url: z.url().meta({ description: 'Absolute URL of the snapshot artifact' }),
    token: Hex64.meta({ description: 'SHA-256 of the artifact bytes; also its ETag' }),
    count: NonNegativeInt,
    bytes: NonNegativeInt,
  })
  .meta({ id: 'BlocklistSnapshotRef' });

export const BlocklistDiffRef = z
  .object({
    fromVersion: NonNegativeInt,
    toVersion: NonNegativeInt,
    url: z.url(),
    token: Hex64,
    bytes: NonNegativeInt,
  })
  .meta({ id: 'BlocklistDiffRef' });

export const BlocklistVersionResponse = z
  .object({
    algoVersion: AlgoVersion,
    version: NonNegativeInt,
    count: NonNegativeInt,
    checksum: Hex64.meta({ description: 'SHA-256 of the sorted prefixes as concatenated 4-byte big-endian values' }),
    snapshot: BlocklistSnapshotRef,
    diffs: z.array(BlocklistDiffRef).meta({ description: 'Diffs from recent versions to the current one' }),
    waitSeconds: z.int().min(1).meta({ description: 'How long to wait before asking again' }),
  })
  .meta({ id: 'BlocklistVersionResponse' });
export type BlocklistVersionResponse = z.infer<typeof BlocklistVersionResponse>;

export const BlocklistConfirmBody = z
  .object({
    algoVersion: AlgoVersion,
    prefixes: z.array(HashPrefix).min(1).max(MAX_CONFIRM_PREFIXES),
  })
  .meta({ id: 'BlocklistConfirmBody' });
export type BlocklistConfirmBody = z.infer<typeof BlocklistConfirmBody>;

export const BlocklistThreat = z
  .object({ label: z.string().nullable(), brand: z.string().nullable() })
  .meta({ id: 'BlocklistThreat' });

export const BlocklistConfirmResponse = z
  .object({
    algoVersion: AlgoVersion,
    version: NonNegativeInt,
    results: z.array(
      z.object({
        prefix: HashPrefix,
        matches: z.array(z.object({ hash: Hex64, threat: BlocklistThreat })),
      }),
    ).meta({ description: 'One entry per distinct requested prefix, in request order; empty matches = nothing listed' }),
    cacheSeconds: NonNegativeInt.meta({ description: 'How long positive and negative answers may be cached' }),
  })
  .meta({ id: 'BlocklistConfirmResponse' });
export type BlocklistConfirmResponse = z.infer<typeof BlocklistConfirmResponse>;

export const BlocklistArtifactParams = z.object({ token: Hex64 });
export type BlocklistArtifactParams = z.infer<typeof BlocklistArtifactParams>;
/** Documentation stand-in for the binary body (snapshot or diff, see docs/protocol.md). */
export const BlocklistArtifactBytes = z.string().meta({ format: 'binary', description: 'Snapshot or diff artifact bytes' });

export const blocklistOperations = [
  defineOperation({
    id: 'blocklistVersion',
    method: 'get',
    path: '/asset/blocklist/version',
    group: 'Blocklist sync',
    summary: 'Get the current hashed blocklist version and its artifacts',
    auth: 'apiKey',
    request: {},
    responses: { 200: BlocklistVersionResponse, ...withErrors() },
  }),
  defineOperation({
    id: 'blocklistConfirm',
    method: 'post',
    path: '/asset/blocklist/confirm',
    group: 'Blocklist sync',
    summary: 'Resolve hash prefixes to the full hashes of listed expressions',
    description: 'Up to 100 prefixes. Duplicates are allowed and answered once. An unknown algoVersion is a 400 naming `algoVersion`.',
    auth: 'apiKey',
    request: { body: BlocklistConfirmBody },
    responses: { 200: BlocklistConfirmResponse, ...withErrors() },
  }),
  defineOperation({
    id: 'blocklistArtifact',
    method: 'get',
    path: '/asset/blocklist/artifacts/{token}',
    group: 'Blocklist sync',
    summary: 'Download an immutable snapshot or diff artifact',
    description: 'Content-addressed: Cache-Control public, max-age=31536000, immutable; ETag = token. No key needed.',
    auth: 'none',
    request: { params: BlocklistArtifactParams },
    responses: { 200: BlocklistArtifactBytes, ...errorResponses(400, 404, 500) },
    responseContentType: 'application/octet-stream',
  }),
] as const;

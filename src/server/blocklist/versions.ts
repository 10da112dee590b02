// The published versions and their artifacts. Each publish keeps the prefixes of the last `keepVersions`
// versions, so it can write a diff from each of them to the new one; a client that synced recently applies
// one small diff, anyone older fetches the snapshot.
//
// Artifacts are content-addressed (token = SHA-256 hex of the bytes) and immutable. The store keeps the
// artifacts of the current version info and of the one before it: a client that read the version info just
// before a publish can still download what it was told about.
import { createHash } from 'node:crypto';
import { encodeSnapshot, makeDiff, prefixesChecksum } from '../../blocklist';

export interface Artifact {
  token: string;
  bytes: Uint8Array;
}

export interface PublishedVersion {
  version: number;
  prefixes: Uint32Array;
  checksum: string;
  snapshot: Artifact;
  diffs: Array<{ fromVersion: number; toVersion: number; artifact: Artifact }>;
}

export const artifactOf = (bytes: Uint8Array): Artifact => ({ token: createHash('sha256').update(bytes).digest('hex'), bytes });

export class VersionHistory {
  private readonly recent: PublishedVersion[] = [];
  private artifacts = new Map<string, Uint8Array>();
  private previousArtifacts = new Map<string, Uint8Array>();

  constructor(private readonly keepVersions: number) {}

  get current(): PublishedVersion | undefined {
    return this.recent.at(-1);
  }

  artifact(token: string): Uint8Array | undefined {
    return this.artifacts.get(token) ?? this.previousArtifacts.get(token);
  }

  /** Builds the snapshot and the diffs from the kept versions, then makes `version` current. */
  async publish(version: number, prefixes: Uint32Array): Promise<PublishedVersion> {
    const next = { version, prefixes };
    const snapshot = artifactOf(await encodeSnapshot(next));
    const diffs: PublishedVersion['diffs'] = [];
    for (const old of this.recent.slice(-this.keepVersions)) {
      const bytes = await makeDiff({ version: old.version, prefixes: old.prefixes }, next);
      diffs.push({ fromVersion: old.version, toVersion: version, artifact: artifactOf(bytes) });
    }
    const published: PublishedVersion = { version, prefixes, checksum: await prefixesChecksum(prefixes), snapshot, diffs };

    this.recent.push(published);
    if (this.recent.length > this.keepVersions + 1) this.recent.splice(0, this.recent.length - this.keepVersions - 1);
    this.previousArtifacts = this.artifacts;
    this.artifacts = new Map([snapshot, ...diffs.map((d) => d.artifact)].map((a) => [a.token, a.bytes]));
    return published;
  }
}

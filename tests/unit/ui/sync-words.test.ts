import { describe, expect, it } from 'vitest';
import type { SyncStatus } from '../../../src/ui/protocol';
import { syncWords } from '../../../src/ui/sync-words';
import { ageWords, clockWords } from '../../../src/ui/time-words';

const NOW = new Date(2026, 2, 3, 12, 42, 0);
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const MIN = 60_000;
const s = (over: Partial<SyncStatus>): SyncStatus => ({
  version: 7, count: 1, lastSuccessAt: ago(3 * MIN), lastAttemptAt: ago(3 * MIN), lastError: null, nextSyncAt: null,
  state: 'fresh', ...over,
});

describe('sync state in words', () => {
  it('fresh: version, size and age', () => {
    expect(syncWords(s({}), NOW)).toBe('List up to date (version 7, 1 entry), updated 3 minutes ago.');
    expect(syncWords(s({ count: 1_000_000, lastSuccessAt: ago(10_000) }), NOW)).toBe(
      'List up to date (version 7, 1,000,000 entries), updated just now.',
    );
  });

  it('stale: says the list is out of date and when the next update is', () => {
    expect(syncWords(s({ state: 'stale', lastSuccessAt: ago(2 * 24 * 60 * MIN), nextSyncAt: new Date(NOW.getTime() + 5 * MIN).toISOString() }), NOW)).toBe(
      'List out of date: last updated 2 days ago (version 7, 1 entry). Next update in 5 minutes.',
    );
    expect(syncWords(s({ state: 'stale', lastSuccessAt: ago(2 * 60 * MIN), nextSyncAt: ago(MIN) }), NOW)).toBe(
      'List out of date: last updated 2 hours ago (version 7, 1 entry). An update is due now.',
    );
    expect(syncWords(s({ state: 'stale', lastSuccessAt: ago(2 * 60 * MIN), lastError: 'The service could not be reached.' }), NOW)).toBe(
      'List out of date: last updated 2 hours ago (version 7, 1 entry). Last error: The service could not be reached.',
    );
  });

  it('failing: since when, and that the last good list still protects', () => {
    const lastGood = new Date(2026, 2, 3, 10, 42, 0).toISOString();
    expect(syncWords(s({ state: 'failing', lastSuccessAt: lastGood, lastError: 'service unreachable.' }), NOW)).toBe(
      "Updates failing: can't reach the Palisade service since 10:42; still protecting you with the list from 2 hours ago " +
        '(version 7, 1 entry). Last error: service unreachable.',
    );
  });

  it('never synced, with and without an error', () => {
    expect(syncWords(s({ state: 'never-synced', version: null, count: 0, lastSuccessAt: null }), NOW)).toBe(
      "Palisade hasn't downloaded its list yet, so pages can't be checked for now.",
    );
    const failing = s({ state: 'failing', version: null, count: 0, lastSuccessAt: null, lastError: 'HTTP 401' });
    expect(syncWords(failing, NOW)).toBe(
      "Updates failing: can't reach the Palisade service, so no list has been downloaded yet and pages can't be checked. Last error: HTTP 401.",
    );
  });
});

describe('time words', () => {
  it('rounds ages down to their largest unit', () => {
    expect(ageWords(ago(59 * MIN), NOW)).toBe('59 minutes ago');
    expect(ageWords(ago(61 * MIN), NOW)).toBe('1 hour ago');
    expect(ageWords(ago(25 * 60 * MIN), NOW)).toBe('1 day ago');
    expect(ageWords('garbage', NOW)).toBe('at an unknown time');
  });
  it('gives the clock time, with the date when it is another day', () => {
    expect(clockWords(new Date(2026, 2, 3, 9, 5).toISOString(), NOW)).toBe('09:05');
    expect(clockWords(new Date(2026, 2, 1, 23, 59).toISOString(), NOW)).toBe('1 Mar 23:59');
  });
});

import type { SyncStatus } from './protocol';
import { clause } from './text';
import { ageWords, clockWords } from './time-words';

const listWords = (s: SyncStatus) =>
  `version ${s.version ?? '?'}, ${s.count.toLocaleString('en')} ${s.count === 1 ? 'entry' : 'entries'}`;

const errorWords = (s: SyncStatus) => (s.lastError ? ` Last error: ${clause(s.lastError)}.` : '');

/** The state of the blocklist sync as one or two plain sentences. */
export function syncWords(s: SyncStatus, now: Date): string {
  switch (s.state) {
    case 'never-synced':
      if (s.lastError)
        return (
          "Updates failing: can't reach the Palisade service, so no list has been downloaded yet and pages can't be checked." +
          errorWords(s)
        );
      return "Palisade hasn't downloaded its list yet, so pages can't be checked for now.";
    case 'fresh':
      return `List up to date (${listWords(s)}), updated ${s.lastSuccessAt ? ageWords(s.lastSuccessAt, now) : 'recently'}.`;
    case 'stale': {
      const age = s.lastSuccessAt ? ageWords(s.lastSuccessAt, now) : 'a while ago';
      const next = !s.nextSyncAt
        ? ''
        : Date.parse(s.nextSyncAt) > now.getTime()
          ? ` Next update ${ageWords(s.nextSyncAt, now)}.`
          : ' An update is due now.';
      return `List out of date: last updated ${age} (${listWords(s)}).${next}${errorWords(s)}`;
    }
    case 'failing': {
      if (!s.lastSuccessAt || s.version === null) return syncWords({ ...s, state: 'never-synced' }, now);
      return (
        `Updates failing: can't reach the Palisade service since ${clockWords(s.lastSuccessAt, now)}; still protecting you with ` +
        `the list from ${ageWords(s.lastSuccessAt, now)} (${listWords(s)}).` +
        errorWords(s)
      );
    }
  }
}

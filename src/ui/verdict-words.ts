import type { Verdict } from './protocol';
import { threatReason } from './threat-words';

/** A short title and a sentence for the popup's verdict line. */
export function verdictWords(v: Verdict): { title: string; detail: string } {
  const host = v.host ?? 'this page';
  switch (v.state) {
    case 'safe':
      return { title: 'Looks safe', detail: `Palisade knows of no threat on ${host}.` };
    case 'warned':
      return { title: 'Warned', detail: `${threatReason(v.threat)} Palisade warned you before ${host} loaded.` };
    case 'allowed-by-user':
      return {
        title: 'Allowed by you',
        detail: `You chose to continue to ${host} despite the warning. You can take that back below.`,
      };
    case 'not-checked':
      return { title: 'Not checked', detail: `Palisade did not check this page: ${v.reason || 'no reason given'}.` };
  }
}

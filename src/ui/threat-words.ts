import type { ProposalLabel } from '../contract/enums';
import type { Threat } from './protocol';

// Hedged on purpose: a list can be wrong, and the page should never claim more than Palisade knows.
// Each label of the spec's review step gets its own sentence; `who` is the brand when known.

type Wording = { text: (who: string | null) => string; namesBrand: boolean };

const about = (text: (who: string | null) => string): Wording => ({ text, namesBrand: true });
const plain = (text: string): Wording => ({ text: () => text, namesBrand: false });

const LABEL_WORDS: Record<ProposalLabel, Wording> = {
  'Brand Impersonation': about((who) =>
    who
      ? `Palisade thinks this page may be an impersonation page. It appears to impersonate ${who}, using its name, logo or marks to look official.`
      : 'Palisade thinks this page may be an impersonation page, using the name, logo or marks of a brand to look official.',
  ),
  'Employee Impersonation': about(
    (who) => `Palisade thinks this page may be impersonating an employee of ${who ?? 'a company'}.`,
  ),
  'Fake Employee': about(
    (who) => `Palisade thinks this page may be run by someone who falsely claims to work for ${who ?? 'a company'}.`,
  ),
  'Targeting Org Users': about(
    (who) => `Palisade thinks this page may be a scam aimed at the customers or users of ${who ?? 'a company'}.`,
  ),
  'General Phishing': plain(
    'Palisade thinks this page may be a phishing page that tries to steal your money, funds or passwords.',
  ),
  'C2 Server': plain(
    'Palisade thinks this address may belong to a server that controls malware (command and control).',
  ),
  'False Positive': plain('Palisade thinks this page may be unsafe, although it was once reviewed as a false alarm.'),
  'Organization Member Impersonation': about(
    (who) => `Palisade thinks this page may be impersonating a member of ${who ?? 'an organization'}.`,
  ),
  'Targeting Organization': about(
    (who) =>
      `Palisade thinks this page may be a scam aimed at ${who ?? 'an organization'} and the people who work there.`,
  ),
};

/** The labels the spec defines, in its order; tests walk this list. */
export const KNOWN_LABELS = Object.keys(LABEL_WORDS);

const GENERIC = plain('Palisade thinks this page may be a phishing or impersonation page.');

/** One or two hedged sentences saying why a page was stopped. */
export function threatReason(threat: Threat | null): string {
  const label = threat?.label;
  const wording = label != null && Object.hasOwn(LABEL_WORDS, label) ? LABEL_WORDS[label as ProposalLabel] : GENERIC;
  const brand = threat?.brand?.trim() || null;
  const text = wording.text(brand);
  return brand && !wording.namesBrand ? `${text} It appears to impersonate ${brand}.` : text;
}

/** Said when the local list matched but the service could not be asked to confirm it. */
export const CONFIRM_FAILED_WORDS =
  "Palisade's list on this device matched this address, but the Palisade service could not be reached to " +
  'confirm it. To be careful, the page was stopped anyway.';

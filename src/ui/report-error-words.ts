import type { ReportErrorType } from '../contract/errors';
import type { ReportError } from './protocol';

// Every errorType of the spec's 422 envelope, as a sentence a person can act on. The service's own
// `message` is kept for types we do not know yet, so a new server never yields an empty line.
const ERROR_WORDS: Record<ReportErrorType, string> = {
  DUPLICATE_ASSETS: 'This address appears more than once in the report.',
  INVALID_FORMAT: "This doesn't look like a valid web address, domain or wallet address.",
  ASSET_NOT_FOUND: "The Palisade service couldn't find or record this address. Please try again later.",
  ASSET_ALREADY_CORRECT: 'This address is already blocked, so there is nothing more to report.',
  ALREADY_PENDING_REVIEW: 'A request to block this address is already waiting for review.',
  REPORT_ALREADY_EXISTS: 'This page has already been reported and is waiting for review.',
  PROCESSING_FAILED: 'Something went wrong on the Palisade service while processing this address. Please try again.',
  DOMAIN_NOT_ALLOWED: "This site is on Palisade's list of sites that are not reviewed, so it can't be reported.",
  VALIDATION_ERROR: "The report wasn't accepted because some of its details are not valid.",
};

export const KNOWN_ERROR_TYPES = Object.keys(ERROR_WORDS);

/** The sentence for one 422 error; unknown types fall back to the service's message. */
export function reportErrorWords(error: ReportError): string {
  const known = Object.hasOwn(ERROR_WORDS, error.errorType) ? ERROR_WORDS[error.errorType as ReportErrorType] : undefined;
  return known ?? (error.message.trim() || 'The Palisade service did not accept this address.');
}

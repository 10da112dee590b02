import { describe, expect, it } from 'vitest';
import { ProposalLabel } from '../../../src/contract/enums';
import { ReportErrorType } from '../../../src/contract/errors';
import { KNOWN_LABELS, threatReason } from '../../../src/ui/threat-words';
import { KNOWN_ERROR_TYPES, reportErrorWords } from '../../../src/ui/report-error-words';
import { verdictWords } from '../../../src/ui/verdict-words';

describe('threat wording', () => {
  it('has hedged, distinct words for every label of the spec', () => {
    expect([...KNOWN_LABELS].sort()).toEqual([...ProposalLabel.options].sort());
    const texts = ProposalLabel.options.map((label) => threatReason({ label, brand: null }));
    for (const t of texts) expect(t).toMatch(/^Palisade thinks this (page|address) may /);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('names the brand for every label when it is known', () => {
    for (const label of ProposalLabel.options) {
      const t = threatReason({ label, brand: 'Example Bank' });
      expect(t, label).toContain('Example Bank');
    }
    expect(threatReason({ label: 'Brand Impersonation', brand: 'Example Bank' })).toContain(
      'It appears to impersonate Example Bank',
    );
    expect(threatReason({ label: 'General Phishing', brand: 'Example Bank' })).toMatch(
      /steal .*\. It appears to impersonate Example Bank\.$/,
    );
  });

  it('falls back to a generic hedged sentence for no or an unknown label', () => {
    expect(threatReason(null)).toBe('Palisade thinks this page may be a phishing or impersonation page.');
    expect(threatReason({ label: 'toString', brand: null })).toBe(threatReason(null));
    expect(threatReason({ label: null, brand: 'Acme' })).toBe(
      'Palisade thinks this page may be a phishing or impersonation page. It appears to impersonate Acme.',
    );
  });
});

describe('422 error wording', () => {
  const err = (errorType: string) => ({ asset: 'https://x.test/', errorType, message: 'raw service text', suggestion: '' });

  it('has its own sentence for every errorType of the spec', () => {
    expect([...KNOWN_ERROR_TYPES].sort()).toEqual([...ReportErrorType.options].sort());
    const texts = ReportErrorType.options.map((t) => reportErrorWords(err(t)));
    expect(new Set(texts).size).toBe(texts.length);
    for (const t of texts) expect(t).not.toContain('raw service text');
    expect(reportErrorWords(err('REPORT_ALREADY_EXISTS'))).toBe(
      'This page has already been reported and is waiting for review.',
    );
    expect(reportErrorWords(err('INVALID_FORMAT'))).toContain('valid web address');
  });

  it("falls back to the service's message for an unknown type", () => {
    expect(reportErrorWords(err('SOMETHING_NEW'))).toBe('raw service text');
    expect(reportErrorWords({ ...err('SOMETHING_NEW'), message: ' ' })).toContain('did not accept');
  });
});

describe('verdict wording', () => {
  it('words each state', () => {
    const base = { reason: '', host: 'shop.test', threat: null };
    expect(verdictWords({ ...base, state: 'safe' })).toEqual({ title: 'Looks safe', detail: 'Palisade knows of no threat on shop.test.' });
    const warned = verdictWords({ ...base, state: 'warned', threat: { label: 'Fake Employee', brand: 'Acme' } });
    expect(warned.title).toBe('Warned');
    expect(warned.detail).toContain('falsely claims to work for Acme');
    expect(verdictWords({ ...base, state: 'allowed-by-user' }).title).toBe('Allowed by you');
    expect(verdictWords({ ...base, state: 'allowed-by-user' }).detail).toContain('continue to shop.test');
    const nc = verdictWords({ ...base, host: null, state: 'not-checked', reason: 'not a web page' });
    expect(nc).toEqual({ title: 'Not checked', detail: 'Palisade did not check this page: not a web page.' });
  });
});

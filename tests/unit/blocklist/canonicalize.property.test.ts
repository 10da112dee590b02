import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalize, expressions } from '../../../src/blocklist';

// URL-ish strings built from the pieces that make canonicalization hard: escapes (also of '%' itself
// and of delimiters), dot segments, slashes, brackets, colons, '@', non-ASCII and control characters.
const piece = fc.constantFrom(
  'http://', 'https://', '//', '/', '.', '..', '%', '%25', '%2e', '%2E', '%2F', '%3F', '%23', '%40', '%3A', '%00',
  '%80', '%C3%BC', '%e4%b8%ad', '?', '#', '@', ':', ':80', '[', ']', '::1', ' ', '\t', '\n', '\u00fc', '\u4e2d',
  '\uff0e', '\u3002', 'A', 'b', 'x', '0x1f', '012', '255', '1.2', '.com', 'www.', 'xn--', '-', ';', '=', '&', '\\',
);
const urlish = fc.oneof(
  fc.array(piece, { maxLength: 14 }).map((a) => a.join('')),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
);

const label = fc.oneof(
  fc.stringMatching(/^[a-zA-Z0-9]([a-zA-Z0-9-]{0,8}[a-zA-Z0-9])?$/),
  fc.constantFrom('\u00fcber', 'm\u00fcnchen', '\u4f8b\u3048', 'xn--mlat-zra', '%41b', 'W!eird<>Ho$^'),
);
const host = fc.oneof(
  { weight: 4, arbitrary: fc.array(label, { minLength: 1, maxLength: 8 }).map((l) => l.join('.')) },
  fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((o) => o.join('.')),
  fc.nat({ max: 0xffffffff }).map((n) => (n % 2 ? `0x${n.toString(16)}` : String(n))),
  fc.constantFrom('[2001:db8::1]', '[::ffff:1.2.3.4]', '[FE80:0:0:0:0:0:0:1]'),
);
const segment = fc.oneof(
  fc.stringMatching(/^[a-zA-Z0-9_~!$&'()*+,;=-]{0,8}$/),
  fc.constantFrom('.', '..', '%2e%2e', '%252e', '%20', '%25', 'a%2Fb', '\u00fc', '%E2%82%AC', ''),
);
const query = fc.option(fc.stringMatching(/^[a-zA-Z0-9=&/?%.;-]{0,12}$/), { nil: undefined });
const structured = fc.record({
  scheme: fc.constantFrom('http', 'https', 'HTTP'),
  host,
  path: fc.array(segment, { maxLength: 7 }).map((s) => (s.length ? `/${s.join('/')}` : '')),
  query,
});
type Parts = { scheme: string; host: string; path: string; query: string | undefined };
const build = (p: Parts, authorityPrefix = '', port = '', fragment = '') =>
  `${p.scheme}://${authorityPrefix}${p.host}${port}${p.path}${p.query === undefined ? '' : `?${p.query}`}${fragment}`;

describe('canonicalize and expressions: properties', () => {
  it('never throw, on any string', () => {
    fc.assert(
      fc.property(fc.oneof(urlish, fc.string({ unit: 'grapheme', maxLength: 60 })), (s) => {
        canonicalize(s);
        expressions(s);
      }),
      { numRuns: 3000 },
    );
  });

  it('canonicalize is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(urlish, structured.map((p) => build(p))), (s) => {
        const c = canonicalize(s);
        if (c !== null) expect(canonicalize(c)).toBe(c);
      }),
      { numRuns: 3000 },
    );
  });

  it('expressions are distinct, at most 30, and the same for the canonical URL', () => {
    fc.assert(
      fc.property(fc.oneof(urlish, structured.map((p) => build(p))), (s) => {
        const e = expressions(s);
        expect(e.length).toBeLessThanOrEqual(30);
        expect(new Set(e).size).toBe(e.length);
        const c = canonicalize(s);
        expect(e.length === 0).toBe(c === null);
        if (c !== null) expect(new Set(expressions(c))).toEqual(new Set(e));
      }),
      { numRuns: 3000 },
    );
  });

  it('adding a fragment, a port or userinfo keeps every expression', () => {
    fc.assert(
      fc.property(
        structured,
        fc.stringMatching(/^[a-zA-Z0-9#?/%-]{0,10}$/),
        fc.integer({ min: 0, max: 65535 }),
        fc.stringMatching(/^[a-zA-Z0-9._~-]{1,8}(:[a-zA-Z0-9._~-]{0,8})?$/),
        (p, fragment, port, userinfo) => {
          const base = new Set(expressions(build(p)));
          expect(new Set(expressions(build(p, '', '', `#${fragment}`)))).toEqual(base);
          expect(new Set(expressions(build(p, '', `:${port}`)))).toEqual(base);
          expect(new Set(expressions(build(p, `${userinfo}@`)))).toEqual(base);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

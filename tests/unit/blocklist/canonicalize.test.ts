import { describe, expect, it } from 'vitest';
import vectors from './safe-browsing.vectors.json';
import { canonicalize, expressions } from '../../../src/blocklist';

// Google's public canonicalization table (Safe Browsing v4 docs and the reference Go client) beyond the
// shared vectors file. Two deliberate adjustments, each noted: uppercase hex (the v4 docs; the Go client
// prints lowercase), and byte-string inputs written percent-escaped when they are not UTF-8.
const GOOGLE_TABLE: Array<[string, string]> = [
  ['http://host/%25%32%35%25%32%35', 'http://host/%25%25'],
  ['http://host/asdf%25%32%35asd', 'http://host/asdf%25asd'],
  ['http://www.google.com/', 'http://www.google.com/'],
  [
    'http://195.127.0.11/uploads/%20%20%20%20/.verify/.eBaysecure=updateuserdataxplimnbqmn-xplmvalidateinfoswqpcmlx=hgplmcx/',
    'http://195.127.0.11/uploads/%20%20%20%20/.verify/.eBaysecure=updateuserdataxplimnbqmn-xplmvalidateinfoswqpcmlx=hgplmcx/',
  ],
  ['http://3279880203/blah', 'http://195.127.0.11/blah'],
  ['www.google.com/', 'http://www.google.com/'],
  ['http://www.evil.com/blah#frag', 'http://www.evil.com/blah'],
  ['http://www.google.com.../', 'http://www.google.com/'],
  ['http://www.google.com/q?', 'http://www.google.com/q?'],
  ['http://www.google.com/q?r?s', 'http://www.google.com/q?r?s'],
  ['http://evil.com/foo;', 'http://evil.com/foo;'],
  // "\x01\x80" is not UTF-8, so a JS string carries those bytes escaped.
  ['http://%01%80.com/', 'http://%01%80.com/'],
  ['http://www.gotaport.com:1234/', 'http://www.gotaport.com/'],
  ['http:// leadingspace.com/', 'http://%20leadingspace.com/'],
  ['%20leadingspace.com/', 'http://%20leadingspace.com/'],
  ['http://host.com/ab%23cd', 'http://host.com/ab%23cd'],
  ['ftp://ftp.myfiles.com/', 'ftp://ftp.myfiles.com/'],
  ['http://some%1bhost.com/%1b', 'http://some%1Bhost.com/%1B'],
  ['http://www.\u00fcmlat.com/', 'http://www.xn--mlat-zra.com/'],
  ['http://www.%C3%BCmlat.com/', 'http://www.xn--mlat-zra.com/'],
  ['http://[2001:470:1:18::114]/', 'http://[2001:470:1:18::114]/'],
  ['http%3A%2F%2Fwackyurl.com:80/', 'http://wackyurl.com/'],
  ['http://W!eird<>Ho$^.com/', 'http://w!eird<>ho$^.com/'],
  ['http://i.have.way.too.many.dots.com/', 'http://i.have.way.too.many.dots.com/'],
  ['http://a.com/foo/.././bar/./../foo.html', 'http://a.com/foo.html'],
  ['http://a.com//a//b///c////', 'http://a.com/a/b/c/'],
  ['http://google.com.:8080/foo.html', 'http://google.com/foo.html'],
  ['http://google...com/foo.html', 'http://google.com/foo.html'],
  ['http://..google.com/foo.html', 'http://google.com/foo.html'],
  ['www.google.com:8080/foo.html', 'http://www.google.com/foo.html'],
  ['www.google.com:80', 'http://www.google.com/'],
];

// IPv4 in every legal encoding (Google's reference parseIPAddress table) and IPv6 per Safe Browsing v5.
const IP_HOSTS: Array<[string, string]> = [
  ['255.0.0.1', '255.0.0.1'],
  ['12.0x12.01234', '12.18.2.156'],
  ['276.2.3', '20.2.0.3'],
  ['012.034.01.055', '10.28.1.45'],
  ['0x12.0x43.0x44.0x01', '18.67.68.1'],
  ['167838211', '10.1.2.3'],
  ['4294967295', '255.255.255.255'],
  ['10.192.95.89 xy', '10.192.95.89'],
  ['123.123.0.0.1', '123.123.0.0.1'], // five parts: a name, not an address
  ['1.2.3.00x0', '1.2.3.00x0'],
  ['[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]:80', '[fedc:ba98:7654:3210:fedc:ba98:7654:3210]'],
  ['[2001:0db8:0000::1]', '[2001:db8::1]'],
  ['[2001:db8:0:0:1:0:0:1]', '[2001:db8::1:0:0:1]'],
  ['[2001:db8::0:1]', '[2001:db8::1]'],
  ['[::1]', '[::1]'],
  ['[::]', '[::]'],
  ['[1:0:0:0:0:0:0:0]', '[1::]'],
  ['[2001:db8:0:1:1:1:1:1]', '[2001:db8:0:1:1:1:1:1]'],
  ['[::ffff:1.2.3.4]', '1.2.3.4'],
  ['[::FFFF:102:304]', '1.2.3.4'],
  ['[64:ff9b::1.2.3.4]', '1.2.3.4'],
  ['[::192.9.5.5]', '[::c009:505]'],
];

describe('canonicalize', () => {
  it.each(vectors.canonicalize.map((v) => [v.input, v.canonical] as const))('vector %j', (input, canonical) => {
    expect(canonicalize(input)).toBe(canonical);
  });

  it.each(GOOGLE_TABLE)('Google table %j', (input, canonical) => {
    expect(canonicalize(input)).toBe(canonical);
  });

  it.each(IP_HOSTS)('IP host %j', (host, canonical) => {
    expect(canonicalize(`http://${host}/x`)).toBe(`http://${canonical}/x`);
  });

  const MUST_FAIL = [
    ...vectors.mustFail,
    '?query#ref', '/blah?query#ref', '/blah;param', 'http://#ref', 'http:///blah#ref', 'http://?query#ref',
    'http:///blah?query#ref', 'http:///blah;param', 'http:///blah;param?query#ref', 'mailto:bryner@google.com',
    'http:www.google.com:8080/foo.html', 'http://[::1/', 'http://[1:2:3]/', 'http://a:b:80/', 'http://host:port/',
    'http://.../', 'http://user@/',
  ];
  it.each(MUST_FAIL)('no valid host in %j gives null', (input) => {
    expect(canonicalize(input)).toBeNull();
  });

  it('takes IDN hosts to Punycode after Unicode mapping', () => {
    expect(canonicalize('http://M\u00fcnchen.DE/')).toBe('http://xn--mnchen-3ya.de/');
    expect(canonicalize('http://\u4f8b\u3048.\u30c6\u30b9\u30c8/')).toBe('http://xn--r8jz45g.xn--zckzah/');
    expect(canonicalize('http://\uff27\uff4f.com/')).toBe('http://go.com/'); // fullwidth letters
    expect(canonicalize('http://www.foo\u3002bar.com/')).toBe('http://www.foo.bar.com/');
    expect(canonicalize('http://\uff11\uff12\uff17.0.0.1/')).toBe('http://127.0.0.1/');
  });

  it('keeps non-UTF-8 host bytes escaped instead of guessing an encoding', () => {
    expect(canonicalize('http://\u0001\u0080.com/')).toBe('http://%01%C2%80.com/');
    expect(canonicalize('http://%FF%FE.com/')).toBe('http://%FF%FE.com/');
  });

  it('drops userinfo and port, lowercases scheme and host but not path or query', () => {
    expect(canonicalize('HTTPS://User:Pw@Example.COM:8443/A/B?Q=C#F')).toBe('https://example.com/A/B?Q=C');
  });

  it('resolves a final dot segment to a directory, as the browser does', () => {
    expect(canonicalize('http://a.com/x/y/..')).toBe('http://a.com/x/');
    expect(canonicalize('http://a.com/x/y/.')).toBe('http://a.com/x/y/');
    expect(canonicalize('http://a.com/../../x')).toBe('http://a.com/x');
  });
});

describe('expressions', () => {
  it.each(vectors.expressions.map((v) => [v.url, v.expressions] as const))('vector %j', (url, expected) => {
    expect(expressions(url).sort()).toEqual([...expected].sort());
  });

  // The examples of the Safe Browsing v4 docs and Google's reference client, with v4's 5-host limit.
  const TABLE: Array<[string, string[]]> = [
    ['http://a.b.c.d.e.f.g/1.html', ['a.b.c.d.e.f.g/1.html', 'a.b.c.d.e.f.g/', 'c.d.e.f.g/1.html', 'c.d.e.f.g/',
      'd.e.f.g/1.html', 'd.e.f.g/', 'e.f.g/1.html', 'e.f.g/', 'f.g/1.html', 'f.g/']],
    ['http://a.b.c/1/2.html?param=1/2', ['a.b.c/1/2.html?param=1/2', 'a.b.c/1/2.html', 'a.b.c/1/', 'a.b.c/',
      'b.c/1/2.html?param=1/2', 'b.c/1/2.html', 'b.c/1/', 'b.c/']],
    ['http://a.b.c/1/2/3/4/5/', ['a.b.c/1/2/3/4/5/', 'a.b.c/1/2/3/', 'a.b.c/1/2/', 'a.b.c/1/', 'a.b.c/',
      'b.c/1/2/3/4/5/', 'b.c/1/2/3/', 'b.c/1/2/', 'b.c/1/', 'b.c/']],
    ['http://a.b.c.d.e/1.html', ['a.b.c.d.e/1.html', 'a.b.c.d.e/', 'b.c.d.e/1.html', 'b.c.d.e/', 'c.d.e/1.html',
      'c.d.e/', 'd.e/1.html', 'd.e/']],
    ['http://a.b/?', ['a.b/']],
    ['http://b/', ['b/']],
    ['http://[2001:470:1:18::114]/a/b', ['[2001:470:1:18::114]/a/b', '[2001:470:1:18::114]/a/', '[2001:470:1:18::114]/']],
    ['http://1.2.3.4/a/b', ['1.2.3.4/a/b', '1.2.3.4/a/', '1.2.3.4/']],
    ['http://0x01020304/a/b', ['1.2.3.4/a/b', '1.2.3.4/a/', '1.2.3.4/']],
  ];
  it.each(TABLE)('%j', (url, expected) => {
    expect(expressions(url).sort()).toEqual([...expected].sort());
  });

  it('reaches the 30-expression maximum and no more', () => {
    const e = expressions('http://a.b.c.d.e.f.g.h/1/2/3/4/5/6.html?q=1');
    expect(e).toHaveLength(30);
    expect(e).toContain('d.e.f.g.h/1/2/3/');
    expect(e).not.toContain('h/');
    expect(e).not.toContain('c.d.e.f.g.h/');
  });

  it('is empty when the URL has no valid host', () => {
    expect(expressions('/blah')).toEqual([]);
  });
});

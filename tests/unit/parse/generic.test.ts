// Generic content: URLs and domains, PAGE hosts, EVM, email, phone, IPFS, and inputs that are not an asset.
import { describe, expect, it } from 'vitest';
import { parseAsset, type ParsedAsset } from '../../../src/parse';

type Expect = Partial<Omit<ParsedAsset, 'submittedContent'>>;

const ADDR = '0x52908400098527886e0f7030069857d2e4169ee7';
const CID_V0 = 'QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG';
const CID_V1 = 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi';

const cases: [string, Expect][] = [
  // URL: domain-level, host only.
  ['example.com', { type: 'URL', content: 'example.com', identifierType: 'domain' }],
  ['EXAMPLE.com.', { type: 'URL', content: 'example.com' }],
  ['https://Example.COM:8443/login?next=/#top', { type: 'URL', content: 'example.com' }],
  ['http://user:pw@sub.example.co.uk/path', { type: 'URL', content: 'sub.example.co.uk' }],
  ['www.example.org/some/page', { type: 'URL', content: 'www.example.org' }],
  ['//cdn.example.net/x.js', { type: 'URL', content: 'cdn.example.net' }],
  ['  https://example.com/  ', { type: 'URL', content: 'example.com' }],
  ['bücher.de', { type: 'URL', content: 'xn--bcher-kva.de' }],
  ['https://xn--bcher-kva.de/', { type: 'URL', content: 'xn--bcher-kva.de' }],
  ['https://1.2.3.4/phish', { type: 'URL', content: '1.2.3.4' }],
  ['https://twitter.com/', { type: 'URL', content: 'twitter.com' }],
  // PAGE: the reference's shared hosts, and platform hosts on paths no recogniser understands.
  ['https://bit.ly/3abcDEF#frag', { type: 'PAGE', content: 'https://bit.ly/3abcDEF' }],
  ['linktr.ee/someone', { type: 'PAGE', content: 'https://linktr.ee/someone' }],
  ['https://BIT.LY:443/Xy?a=1', { type: 'PAGE', content: 'https://bit.ly/Xy?a=1' }],
  ['https://docs.google.com/document/d/abc/edit', { type: 'PAGE', content: 'https://docs.google.com/document/d/abc/edit' }],
  ['https://twitter.com/i/flow/login', { type: 'PAGE', content: 'https://twitter.com/i/flow/login' }],
  // EVM
  [ADDR, { type: 'ADDRESS', content: `eip155:1:${ADDR}`, chain: 'ethereum', caip2ChainId: 'eip155:1', identifier: ADDR }],
  [ADDR.toUpperCase().replace('0X', '0x'), { type: 'ADDRESS', content: `eip155:1:${ADDR}` }],
  ['0x52908400098527886E0F7030069857D2E4169EE7', { type: 'ADDRESS', content: `eip155:1:${ADDR}` }],
  [`eip155:10:${ADDR}`, { type: 'ADDRESS', content: `eip155:10:${ADDR}`, chain: 'optimism', caip2ChainId: 'eip155:10' }],
  [`eip155:56:${ADDR}`, { chain: 'bsc', caip2ChainId: 'eip155:56' }],
  [`eip155:137:${ADDR}`, { chain: 'polygon' }],
  [`eip155:8453:${ADDR}`, { chain: 'base', caip2ChainId: 'eip155:8453' }],
  [`eip155:42161:${ADDR}`, { chain: 'arbitrum', caip2ChainId: 'eip155:42161' }],
  [`eip155:999999:${ADDR}`, { type: 'ADDRESS', content: `eip155:999999:${ADDR}`, caip2ChainId: 'eip155:999999', chain: undefined }],
  [`ethereum:${ADDR}@8453`, { type: 'ADDRESS', content: `eip155:8453:${ADDR}` }],
  [`https://basescan.org/address/${ADDR}`, { type: 'ADDRESS', content: `eip155:8453:${ADDR}`, chain: 'base' }],
  [`https://etherscan.io/token/${ADDR}#code`, { type: 'ADDRESS', content: `eip155:1:${ADDR}` }],
  [`0x${'ab'.repeat(32)}`, { type: 'HEX', content: `0x${'ab'.repeat(32)}` }],
  [`https://polygonscan.com/tx/0x${'CD'.repeat(32)}`, { type: 'HEX', content: `0x${'cd'.repeat(32)}`, chain: 'polygon' }],
  ['Jesse.base.eth', { type: 'BASENAME', content: 'jesse.base.eth', identifier: 'jesse', caip2ChainId: 'eip155:8453' }],
  // Email
  ['Alice.Smith+tag@Example.COM', { type: 'EMAIL', content: 'alice.smith+tag@example.com' }],
  ['mailto:support@exämple.com?subject=hi', { type: 'EMAIL', content: 'support@xn--exmple-cua.com' }],
  // Phone
  ['+1 (555) 123-4567', { type: 'PHONE_NUMBER', content: '+15551234567' }],
  ['tel:+44.20.7946.0958', { type: 'PHONE_NUMBER', content: '+442079460958' }],
  ['+33612345678', { type: 'PHONE_NUMBER', content: '+33612345678' }],
  // IPFS
  [CID_V0, { type: 'IPFS', content: CID_V0, identifierType: 'cidV0' }],
  [CID_V1.toUpperCase(), { type: 'IPFS', content: CID_V1, identifierType: 'cidV1' }],
  [`ipfs://${CID_V1}/index.html`, { type: 'IPFS', content: CID_V1, metadata: { path: '/index.html' } }],
  [`https://ipfs.io/ipfs/${CID_V0}/a/b`, { type: 'IPFS', content: CID_V0, metadata: { path: '/a/b', gateway: 'ipfs.io' } }],
  [`https://${CID_V1}.ipfs.dweb.link/`, { type: 'IPFS', content: CID_V1 }],
];

const rejects = [
  '', '   ', '\n\t', 'not a url', 'http://', 'https://', '0x123', `0x${'g'.repeat(40)}`, `${ADDR}00`, 'localhost',
  'http://localhost:3000/x', 'index.html', 'readme.txt', 'foo', '@someone', 'ftp://example.com/file',
  'javascript:alert(1)', 'vitalik.eth', 'user@localhost', 'a@b', '+123', '12345678', 'Qm123', 'example..com',
  '-bad-.com', 'https://exa mple.com', 'x'.repeat(5000), 'eip155:1:0x1234', 'example.123',
];

describe('parseAsset: generic types', () => {
  it.each(cases)('%s', (input, expected) => {
    const parsed = parseAsset(input);
    expect(parsed).not.toBeNull();
    expect(parsed).toMatchObject(Object.fromEntries(Object.entries(expected).filter(([, v]) => v !== undefined)));
    for (const [key, value] of Object.entries(expected)) {
      if (value === undefined) expect(parsed).not.toHaveProperty(key);
    }
    expect(parsed?.submittedContent).toBe(input);
  });

  it.each(rejects.map((r) => [r]))('rejects %j', (input) => {
    expect(parseAsset(input)).toBeNull();
  });

  it('marks a bare address as assumed to be on chain 1, and a CAIP-10 one not', () => {
    expect(parseAsset(ADDR)?.metadata).toEqual({ chainAssumed: 'true' });
    expect(parseAsset(`eip155:1:${ADDR}`)?.metadata).toBeUndefined();
  });

  it('treats a non-string at run time as unparseable rather than throwing', () => {
    expect(parseAsset(42 as unknown as string)).toBeNull();
    expect(parseAsset(null as unknown as string)).toBeNull();
  });
});

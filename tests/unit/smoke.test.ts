import { describe, expect, it } from 'vitest';

describe('toolchain', () => {
  it('has WebCrypto SHA-256 in Node, as in the service worker', async () => {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode('foo.com/'));
    const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
    expect(hex).toBe('af30010e4c011fc77e1ab03ef898ab2f8dec17c0bd178a875ad0cd9b7a6e5973');
  });
});

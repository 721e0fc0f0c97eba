import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { ownUrl, siteOrigins, withSessionId } from './checkout';

describe('checkout addresses', () => {
  it("takes only PUBLIC_URL's origin when it is set", () => {
    const config = loadConfig({ PUBLIC_URL: 'https://learn.example.com' });
    expect([...siteOrigins(config)]).toEqual(['https://learn.example.com']);
    expect(ownUrl(config, 'success_url', 'https://learn.example.com/success?x=1').href).toBe(
      'https://learn.example.com/success?x=1',
    );
    for (const foreign of [
      'http://learn.example.com/success',
      'https://learn.example.com:8443/success',
      'https://evil.example/success',
      'https://learn.example.com.evil.example/success',
      'https://user:pass@learn.example.com/success',
      'http://localhost:3000/success',
      'not a url',
    ]) {
      expect(() => ownUrl(config, 'success_url', foreign)).toThrow(
        'success_url: must be an address on this site (https://learn.example.com), such as https://learn.example.com/success.',
      );
    }
  });

  it('also takes the loopback names of the port when PUBLIC_URL is not set', () => {
    const config = loadConfig({ PORT: '3810' });
    expect([...siteOrigins(config)].sort()).toEqual(
      ['http://127.0.0.1:3810', 'http://[::1]:3810', 'http://localhost:3810'].sort(),
    );
    expect(() => ownUrl(config, 'cancel_url', 'http://127.0.0.1:3810/pricing')).not.toThrow();
    expect(() => ownUrl(config, 'cancel_url', 'http://192.168.1.5:3810/pricing')).toThrow(
      /^cancel_url: must be an address on this site \(http:\/\/localhost:3810\)/,
    );
  });

  it('adds session_id to success_url before any fragment', () => {
    const id = '{CHECKOUT_SESSION_ID}';
    expect(withSessionId(new URL('https://a.example/success'), id)).toBe(
      'https://a.example/success?session_id={CHECKOUT_SESSION_ID}',
    );
    expect(withSessionId(new URL('https://a.example/success?plan=pro#top'), id)).toBe(
      'https://a.example/success?plan=pro&session_id={CHECKOUT_SESSION_ID}#top',
    );
  });
});

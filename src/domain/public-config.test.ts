import { describe, expect, it } from 'vitest';
import {
  NO_SITE_IDENTITY,
  phoneHref,
  readPublicConfig,
  readSiteIdentity,
  type SiteIdentity,
} from './public-config';

const school: SiteIdentity = {
  supportEmail: 'help@school.example',
  careersEmail: null,
  pressEmail: 'press@school.example',
  phone: '+44 20 7946 0000',
  social: [{ network: 'GitHub', url: 'https://github.com/school-example' }],
};

describe('readPublicConfig', () => {
  it('reads an API URL or null, the anon key and the site identity', () => {
    expect(
      readPublicConfig({ apiUrl: 'https://api.example.org', anonKey: 'k', site: school }),
    ).toEqual({ apiUrl: 'https://api.example.org', anonKey: 'k', site: school });
    expect(readPublicConfig({ apiUrl: null, anonKey: 'k', site: school, extra: 1 })).toEqual({
      apiUrl: null,
      anonKey: 'k',
      site: school,
    });
  });

  it('reads a missing or malformed site identity as none: it never costs the app its backend', () => {
    expect(readPublicConfig({ apiUrl: null, anonKey: 'k' })).toEqual({
      apiUrl: null,
      anonKey: 'k',
      site: NO_SITE_IDENTITY,
    });
    expect(readPublicConfig({ apiUrl: null, anonKey: 'k', site: { phone: 42 } })?.site).toEqual(
      NO_SITE_IDENTITY,
    );
  });

  it('refuses anything else', () => {
    for (const value of [
      null,
      'config',
      {},
      { apiUrl: null },
      { apiUrl: null, anonKey: '' },
      { apiUrl: 'not a url', anonKey: 'k' },
      { apiUrl: 'javascript:alert(1)', anonKey: 'k' },
      { apiUrl: 42, anonKey: 'k' },
      { anonKey: 'k' },
    ]) {
      expect(readPublicConfig(value)).toBeNull();
    }
  });
});

describe('readSiteIdentity', () => {
  it('reads addresses that are set or null, and social links of known networks', () => {
    expect(readSiteIdentity(school)).toEqual(school);
    expect(readSiteIdentity(NO_SITE_IDENTITY)).toEqual(NO_SITE_IDENTITY);
  });

  it('refuses empty or missing fields, unknown networks and links that are not http(s)', () => {
    for (const value of [
      null,
      {},
      { ...school, supportEmail: '' },
      { ...school, phone: undefined },
      { ...school, social: null },
      { ...school, social: [{ network: 'MySpace', url: 'https://myspace.com/school' }] },
      { ...school, social: [{ network: 'GitHub', url: 'javascript:alert(1)' }] },
    ]) {
      expect(readSiteIdentity(value)).toBeNull();
    }
  });
});

describe('phoneHref', () => {
  it('keeps the digits and a leading plus', () => {
    expect(phoneHref('+44 20 7946 0000')).toBe('tel:+442079460000');
    expect(phoneHref('(020) 7946-0000')).toBe('tel:02079460000');
  });
});

import { describe, expect, it } from 'vitest';
import { addressKind, refusedAddress, type AddressKind } from './address-screen';

const KINDS: [string, AddressKind][] = [
  // IPv4
  ['93.184.216.34', 'public'],
  ['8.8.8.8', 'public'],
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', 'unspecified'],
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['10.0.0.1', 'private'],
  ['10.255.255.255', 'private'],
  ['172.15.255.255', 'public'],
  ['172.16.0.1', 'private'],
  ['172.31.255.255', 'private'],
  ['172.32.0.0', 'public'],
  ['192.168.1.1', 'private'],
  ['192.169.0.1', 'public'],
  ['100.63.255.255', 'public'],
  ['100.64.0.1', 'shared'],
  ['100.127.255.255', 'shared'],
  ['100.128.0.0', 'public'],
  ['169.254.169.254', 'link-local'],
  ['169.255.0.1', 'public'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['240.0.0.1', 'reserved'],
  ['255.255.255.255', 'reserved'],
  // IPv6
  ['2606:4700:4700::1111', 'public'],
  ['::', 'unspecified'],
  ['::1', 'loopback'],
  ['fc00::1', 'private'],
  ['fd12:3456:789a::1', 'private'],
  ['fe80::1', 'link-local'],
  ['fe80::1%eth0', 'link-local'],
  ['febf:ffff::1', 'link-local'],
  ['fec0::1', 'private'],
  ['ff02::1', 'multicast'],
  ['::127.0.0.1', 'reserved'],
  // IPv4-mapped, in both spellings, and NAT64 and 6to4: the IPv4 address inside counts.
  ['::ffff:127.0.0.1', 'loopback'],
  ['::ffff:7f00:1', 'loopback'],
  ['::ffff:10.1.2.3', 'private'],
  ['::ffff:a9fe:a9fe', 'link-local'],
  ['::ffff:100.64.0.1', 'shared'],
  ['::ffff:0.0.0.0', 'unspecified'],
  ['::ffff:224.0.0.1', 'multicast'],
  ['::ffff:93.184.216.34', 'public'],
  ['64:ff9b::192.168.0.1', 'private'],
  ['64:ff9b::8.8.8.8', 'public'],
  ['2002:7f00:1::', 'reserved'],
  ['2002:5db8:d822::1', 'public'],
  // Not an address at all.
  ['localhost', 'reserved'],
  ['', 'reserved'],
];

describe('addressKind', () => {
  it.each(KINDS)('%s is %s', (address, kind) => {
    expect(addressKind(address)).toBe(kind);
  });
});

describe('refusedAddress', () => {
  it('lets public addresses through, and refuses the others in words', () => {
    expect(refusedAddress('93.184.216.34', false)).toBeNull();
    expect(refusedAddress('127.0.0.1', false)).toBe('a loopback address (this server itself)');
    expect(refusedAddress('::ffff:192.168.0.10', false)).toBe('a private network address');
    expect(refusedAddress('fd00::1', false)).toBe('a private network address');
    expect(refusedAddress('169.254.169.254', false)).toBe('a link-local address');
    expect(refusedAddress('0.0.0.0', false)).toBe('an unspecified address');
    expect(refusedAddress('ff02::1', false)).toBe('a multicast address');
    expect(refusedAddress('100.100.100.100', false)).toBe('a carrier-grade NAT address');
  });

  it('lets loopback and private addresses through where allowed, and still no other', () => {
    for (const address of ['127.0.0.1', '::1', '10.0.0.1', '192.168.0.1', 'fd00::1']) {
      expect(refusedAddress(address, true)).toBeNull();
    }
    for (const address of [
      '169.254.169.254',
      'fe80::1',
      '0.0.0.0',
      '::',
      '224.0.0.1',
      '100.64.0.1',
    ]) {
      expect(refusedAddress(address, true)).not.toBeNull();
    }
  });
});

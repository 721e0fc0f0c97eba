import net from 'node:net';

/*
 * Which IP addresses the server may connect to for a team's OpenID provider: an issuer is an
 * address a team owner typed, so without this screen it could point the server at itself or at
 * the machines around it (SSRF).
 */

export type AddressKind =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'unspecified'
  | 'multicast'
  | 'shared'
  | 'reserved';

const KIND_WORDS: Record<Exclude<AddressKind, 'public'>, string> = {
  loopback: 'a loopback address (this server itself)',
  private: 'a private network address',
  'link-local': 'a link-local address',
  unspecified: 'an unspecified address',
  multicast: 'a multicast address',
  shared: 'a carrier-grade NAT address',
  reserved: 'a reserved address',
};

function ipv4Number(address: string): number {
  return address.split('.').reduce((value, part) => value * 256 + Number(part), 0);
}

const inV4 = (value: number, base: string, bits: number) =>
  Math.floor(value / 2 ** (32 - bits)) === Math.floor(ipv4Number(base) / 2 ** (32 - bits));

function ipv4Kind(address: string): AddressKind {
  const value = ipv4Number(address);
  if (inV4(value, '0.0.0.0', 8)) return 'unspecified';
  if (inV4(value, '127.0.0.0', 8)) return 'loopback';
  if (inV4(value, '10.0.0.0', 8) || inV4(value, '172.16.0.0', 12) || inV4(value, '192.168.0.0', 16))
    return 'private';
  if (inV4(value, '100.64.0.0', 10)) return 'shared';
  if (inV4(value, '169.254.0.0', 16)) return 'link-local';
  if (inV4(value, '224.0.0.0', 4)) return 'multicast';
  if (inV4(value, '240.0.0.0', 4)) return 'reserved';
  return 'public';
}

/** The eight 16-bit groups of an IPv6 address (an embedded dotted IPv4 tail included). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0] ?? '';
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const value = ipv4Number(dotted[1]);
    text = `${text.slice(0, dotted.index)}${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}

const ipv4Of = (high: number, low: number) =>
  [high >>> 8, high & 0xff, low >>> 8, low & 0xff].join('.');

function ipv6Kind(address: string): AddressKind {
  const groups = ipv6Groups(address);
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const zeroUpTo = (count: number) => groups.slice(0, count).every((group) => group === 0);
  if (zeroUpTo(8)) return 'unspecified';
  if (zeroUpTo(7) && g7 === 1) return 'loopback';
  // IPv4-mapped (::ffff:a.b.c.d) and NAT64 (64:ff9b::a.b.c.d) reach the IPv4 address inside.
  if (zeroUpTo(5) && g5 === 0xffff) return ipv4Kind(ipv4Of(g6, g7));
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0)
    return ipv4Kind(ipv4Of(g6, g7));
  // 6to4 (2002:a.b.c.d::) carries an IPv4 address too.
  if (g0 === 0x2002) return ipv4Kind(ipv4Of(g1, g2)) === 'public' ? 'public' : 'reserved';
  // The rest of ::/8: IPv4-compatible and other deprecated forms.
  if (g0 >>> 8 === 0) return 'reserved';
  if ((g0 & 0xfe00) === 0xfc00) return 'private';
  if ((g0 & 0xffc0) === 0xfe80) return 'link-local';
  // Site-local (fec0::/10), deprecated: private in practice.
  if ((g0 & 0xffc0) === 0xfec0) return 'private';
  if (g0 >>> 8 === 0xff) return 'multicast';
  return 'public';
}

/** What kind of address an IP address is; anything not an IP address counts as reserved. */
export function addressKind(address: string): AddressKind {
  const version = net.isIP(address.split('%')[0] ?? '');
  if (version === 4) return ipv4Kind(address);
  if (version === 6) return ipv6Kind(address);
  return 'reserved';
}

/**
 * Why the server may not connect to `address` (words for a sentence), or null when it may: public
 * addresses only, and loopback and private ones too where the configuration allows providers on
 * this machine or network (SSO_ALLOW_HTTP_ISSUERS, for tests and development).
 */
export function refusedAddress(address: string, allowPrivate: boolean): string | null {
  const kind = addressKind(address);
  if (kind === 'public') return null;
  if (allowPrivate && (kind === 'loopback' || kind === 'private')) return null;
  return KIND_WORDS[kind];
}

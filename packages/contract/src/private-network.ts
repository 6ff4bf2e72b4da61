/**
 * Hosts of private and local networks, which a campaign link must not name (ours, from a
 * security review): members' browsers open campaign links, and the operator console links them,
 * so a link to 192.168.1.1 or localhost would aim the viewer's browser at their own router, their
 * own machine or the operator's office network. Shared by the wizard's form and the server; the
 * server also asks DNS what a name points at (apps/server/.../campaign-url-policy.ts).
 *
 * Pure string work, so it runs in the browser too. Hosts are expected as the URL parser leaves
 * them (`new URL(link).hostname`): it turns the numeric spellings of an address (2130706433,
 * 0x7f.1, 0177.0.0.1) into dotted quads and writes IPv6 in brackets, in lower case.
 */

export const PRIVATE_URL_MESSAGE =
  'This URL points to a private or local network. Please enter a public web address.';

/** IPv4 ranges that reach the viewer's own machine or network, or no one: [first, prefix]. */
const PRIVATE_IPV4: readonly [string, number][] = [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 included
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // network benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, 255.255.255.255 (broadcast) included
];

/**
 * Names that never leave the viewer's machine or network: localhost (RFC 6761), mDNS's .local
 * (RFC 6762), .internal (kept for private use by ICANN, 2024), home.arpa (RFC 8375) and .lan,
 * the default of many home routers (not a public top-level domain).
 */
const PRIVATE_NAME_SUFFIXES = ['localhost', 'local', 'internal', 'home.arpa', 'lan'];

/** True for a host (name, dotted quad or bracketed IPv6) of a private or local network. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.+$/, '');
  if (host.startsWith('[') && host.endsWith(']')) return isPrivateAddress(host.slice(1, -1));
  if (parseIpv4(host) !== null) return isPrivateAddress(host);
  // A name without a dot is an intranet name, completed by the viewer's own search domains.
  if (!host.includes('.')) return true;
  return PRIVATE_NAME_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`));
}

/** True for an IPv4 or IPv6 address (as DNS answers give them) of a private or local network. */
export function isPrivateAddress(address: string): boolean {
  const v4 = parseIpv4(address);
  if (v4 !== null) return PRIVATE_IPV4.some(([first, prefix]) => inRange(v4, first, prefix));
  const v6 = parseIpv6(address);
  // Not an address at all: nothing to reach.
  if (v6 === null) return false;
  return isPrivateIpv6(v6);
}

/** True for a hostname that is an address rather than a name (DNS has nothing to add). */
export function isAddressHost(hostname: string): boolean {
  return hostname.startsWith('[') || parseIpv4(hostname.replace(/\.+$/, '')) !== null;
}

function inRange(address: number, first: string, prefix: number): boolean {
  const mask = prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
  return (address & mask) >>> 0 === (parseIpv4(first)! & mask) >>> 0;
}

/** A dotted quad of decimal parts (the URL parser's form) as a 32-bit number, else null. */
function parseIpv4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null;
    value = value * 256 + Number(part);
  }
  return value;
}

/** The eight 16-bit groups of an IPv6 address ('::' and a trailing dotted quad allowed). */
function parseIpv6(text: string): number[] | null {
  let rest = text.toLowerCase();
  const zone = rest.indexOf('%');
  if (zone >= 0) rest = rest.slice(0, zone);
  const lastColon = rest.lastIndexOf(':');
  if (lastColon < 0) return null;
  // A trailing dotted quad ('::ffff:127.0.0.1') is the last two groups.
  const tail: number[] = [];
  const v4 = parseIpv4(rest.slice(lastColon + 1));
  if (v4 !== null) {
    tail.push(v4 >>> 16, v4 & 0xffff);
    rest = rest.slice(0, lastColon + 1);
    if (!rest.endsWith('::')) rest = rest.slice(0, -1);
  }
  const halves = rest.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (half: string | undefined) => (half ? half.split(':') : []);
  const head = groupsOf(halves[0]);
  const back = groupsOf(halves[1]);
  if ([...head, ...back].some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return null;
  const known = head.length + back.length + tail.length;
  if (halves.length === 1 ? known !== 8 : known > 7) return null;
  return [
    ...head.map((group) => parseInt(group, 16)),
    ...Array<number>(8 - known).fill(0),
    ...back.map((group) => parseInt(group, 16)),
    ...tail,
  ];
}

/** The dotted quad carried in two groups of an IPv6 address. */
const quadOf = (high: number, low: number) =>
  `${high >>> 8}.${high & 255}.${low >>> 8}.${low & 255}`;

function isPrivateIpv6(groups: number[]): boolean {
  const [first = 0] = groups;
  if (groups.slice(0, 5).every((group) => group === 0)) {
    // IPv4-mapped (::ffff:a.b.c.d) is that IPv4 address; the rest of ::/80 (::, ::1, the old
    // IPv4-compatible form) is unspecified, loopback or unused.
    return groups[5] === 0xffff ? isPrivateAddress(quadOf(groups[6]!, groups[7]!)) : true;
  }
  // NAT64 (64:ff9b::/96) and 6to4 (2002::/16) reach the IPv4 address they carry.
  if (first === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((group) => group === 0)) {
    return isPrivateAddress(quadOf(groups[6]!, groups[7]!));
  }
  if (first === 0x2002) return isPrivateAddress(quadOf(groups[1]!, groups[2]!));
  return (
    (first & 0xfe00) === 0xfc00 || // unique local, fc00::/7
    (first & 0xffc0) === 0xfe80 || // link-local, fe80::/10
    (first & 0xffc0) === 0xfec0 || // site-local (deprecated), fec0::/10
    (first & 0xff00) === 0xff00 // multicast, ff00::/8
  );
}

/**
 * Which addresses a webhook may not reach without the Owner's testing allowance (no server-side
 * request forgery): private, loopback, link-local (the cloud metadata service), unique-local,
 * shared (CGNAT), multicast, reserved and unspecified, in IPv4 and IPv6, IPv4-mapped and NAT64
 * IPv6 judged by the IPv4 address they carry. Plain code (no node:net) so the dialog's schema
 * refuses a typed address as the server does.
 */

/** [first address, prefix length] of each refused IPv4 block. */
const IPV4_BLOCKS: [string, number][] = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (CGNAT)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata at 169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

/** [first address, prefix length] of each refused IPv6 block (mapped and NAT64 are judged by their IPv4). */
const IPV6_BLOCKS: [string, number][] = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated)
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID …)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (carries any IPv4 address)
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

/** The IPv4 address as a number, or null when `text` is not a dotted quad. */
export function parseIpv4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return null;
    value = value * 256 + Number(part);
  }
  return value;
}

/** The IPv6 address as a bigint, or null when `text` is not one (a zone index is dropped). */
export function parseIpv6(text: string): bigint | null {
  let address = text
    .replace(/^\[|\]$/g, '')
    .split('%')[0]
    .toLowerCase();
  if (!address.includes(':')) return null;
  // A dotted IPv4 tail (::ffff:10.0.0.1) becomes two groups.
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (tail) {
    const v4 = parseIpv4(tail[1]);
    if (v4 === null) return null;
    address = `${address.slice(0, -tail[1].length)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const head = groups(halves[0]);
  const rest = halves.length === 2 ? groups(halves[1]) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  let value = BigInt(0);
  for (const group of all) {
    if (!/^[0-9a-f]{1,4}$/.test(group)) return null;
    value = (value << BigInt(16)) + BigInt(parseInt(group, 16));
  }
  return value;
}

const inV4 = (address: number, [first, bits]: [string, number]) =>
  bits === 0 || Math.floor(address / 2 ** (32 - bits)) === Math.floor(parseIpv4(first)! / 2 ** (32 - bits));

const inV6 = (address: bigint, [first, bits]: [string, number]) => {
  const shift = BigInt(128 - bits);
  return address >> shift === parseIpv6(first)! >> shift;
};

const MAPPED = parseIpv6('::ffff:0:0')!;
const NAT64 = parseIpv6('64:ff9b::')!;
const LOW_32 = (BigInt(1) << BigInt(32)) - BigInt(1);

/**
 * Whether `address` (an IPv4 or IPv6 address as text) is one a webhook may not reach without the
 * testing allowance. Text that is no address at all counts as refused.
 */
export function isRefusedAddress(address: string): boolean {
  const v4 = parseIpv4(address);
  if (v4 !== null) return IPV4_BLOCKS.some((block) => inV4(v4, block));
  const v6 = parseIpv6(address);
  if (v6 === null) return true;
  // ::ffff:a.b.c.d and 64:ff9b::a.b.c.d reach a.b.c.d: judge that.
  if (v6 >> BigInt(32) === MAPPED >> BigInt(32) || v6 >> BigInt(32) === NAT64 >> BigInt(32)) {
    const embedded = Number(v6 & LOW_32);
    return IPV4_BLOCKS.some((block) => inV4(embedded, block));
  }
  return IPV6_BLOCKS.some((block) => inV6(v6, block));
}

/** Whether `hostname` (from a URL) is an address literal, or a name, that is private by itself. */
export function literalHostIsPrivate(hostname: string): boolean {
  const host = hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (parseIpv4(host) !== null || parseIpv6(host) !== null) return isRefusedAddress(host);
  // Shorthand IPv4 forms the URL parser leaves alone would be numbers only: refuse them too.
  return /^[0-9.]+$/.test(host) || /^0x[0-9a-f]+$/i.test(host);
}

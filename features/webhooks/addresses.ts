/**
 * Which addresses a webhook may reach without the Owner's testing allowance (no server-side
 * request forgery): only globally reachable unicast ones, as ipaddr.js classifies them (its range
 * must be `unicast`), an IPv6 one also inside 2000::/3, the global unicast space (so an address
 * the library has no name for yet, such as 5f00::1 or the local-use NAT64 64:ff9b:1::/48, is
 * refused rather than let through). An IPv4-mapped address (::ffff:a.b.c.d) is judged by the IPv4
 * address it carries, which is where the kernel connects; every other IPv6 form that carries an
 * IPv4 address (NAT64, 6to4, Teredo, IPv4-compatible, SIIT) is refused outright, since what it
 * reaches depends on a translator or relay we cannot see. No node:net, so the dialog's schema
 * refuses a typed address as the server does.
 */
import ipaddr from 'ipaddr.js';

const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');
/** Not global, inside 2000::/3 and newer than the library's table: documentation (RFC 9637). */
const DOCUMENTATION_V6 = ipaddr.IPv6.parseCIDR('3fff::/20');

function isGlobalUnicast(address: ipaddr.IPv4 | ipaddr.IPv6): boolean {
  if (address instanceof ipaddr.IPv4) return address.range() === 'unicast';
  if (address.isIPv4MappedAddress()) return isGlobalUnicast(address.toIPv4Address());
  return (
    address.match(GLOBAL_UNICAST_V6) && address.range() === 'unicast' && !address.match(DOCUMENTATION_V6)
  );
}

/** `host` (an address as text, a URL's `[…]` or not, any form ipaddr.js reads) as one, or null. */
function parsed(host: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const text = host.replace(/^\[|\]$/g, '');
  return ipaddr.isValid(text) ? ipaddr.parse(text) : null;
}

/** `host` as the address to connect to when it is an address literal, or null for a name. */
export function literalAddress(host: string): { address: string; family: 4 | 6 } | null {
  const address = parsed(host);
  if (!address) return null;
  return { address: address.toString(), family: address.kind() === 'ipv4' ? 4 : 6 };
}

/**
 * Whether `address` (an IPv4 or IPv6 address as text) is one a webhook may not reach without the
 * testing allowance. Text that is no address at all counts as refused.
 */
export function isRefusedAddress(address: string): boolean {
  const value = parsed(address);
  return value === null || !isGlobalUnicast(value);
}

/** Whether `hostname` (from a URL) is an address literal, or a name, that is private by itself. */
export function literalHostIsPrivate(hostname: string): boolean {
  const host = hostname.replace(/\.$/, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return parsed(host) !== null && isRefusedAddress(host);
}

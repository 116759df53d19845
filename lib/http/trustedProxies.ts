/** TRUSTED_PROXIES (lib/env.ts): the proxies whose forwarded headers are believed (./request.ts). */
import ipaddr from 'ipaddr.js';
import { entriesOf, NAMED_RANGES } from './proxyList';

export type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

function cidrsOf(entry: string): string[] {
  return NAMED_RANGES[entry] ?? [entry.includes('/') ? entry : `${entry}/${entry.includes(':') ? 128 : 32}`];
}

/** The ranges `setting` names (none when unset). */
export function trustedRanges(setting: string | undefined): Range[] {
  return setting
    ? entriesOf(setting)
        .flatMap(cidrsOf)
        .map((cidr) => ipaddr.parseCIDR(cidr))
    : [];
}

/** Whether `address` is inside one of `ranges` (an IPv4-mapped IPv6 address as its IPv4). */
export function isInRanges(address: string, ranges: Range[]): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return ranges.some(
    ([range, bits]) => range.kind() === parsed.kind() && parsed.match([range, bits] as never),
  );
}

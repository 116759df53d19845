/** TRUSTED_PROXIES (lib/env.ts): the proxies whose forwarded headers are believed (./request.ts). */
import ipaddr from 'ipaddr.js';

/** The names TRUSTED_PROXIES takes for whole ranges, as Express's `trust proxy` does. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

export type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

function entriesOf(setting: string): string[] {
  return setting
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
}

function cidrsOf(entry: string): string[] {
  return NAMED_RANGES[entry] ?? [entry.includes('/') ? entry : `${entry}/${entry.includes(':') ? 128 : 32}`];
}

/** Whether every entry of `setting` is a name above, an address or a CIDR range. */
export function isProxyList(setting: string): boolean {
  return entriesOf(setting).every((entry) =>
    cidrsOf(entry).every((cidr) => {
      try {
        ipaddr.parseCIDR(cidr);
        return true;
      } catch {
        return false;
      }
    }),
  );
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

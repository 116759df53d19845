/**
 * How TRUSTED_PROXIES is written: addresses, CIDR ranges and the names of whole ranges Express's
 * `trust proxy` knows, comma-separated. Read without a library, so the launcher's check of the
 * environment (lib/env.ts) stays small; ./trustedProxies.ts matches addresses against it.
 */
import { isIP } from 'node:net';

export const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

export function entriesOf(setting: string): string[] {
  return setting
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
}

/** Whether every entry of `setting` is a name above, an address or a CIDR range. */
export function isProxyList(setting: string): boolean {
  return entriesOf(setting).every((entry) => {
    if (entry in NAMED_RANGES) return true;
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || extra !== undefined) return false;
    return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
  });
}

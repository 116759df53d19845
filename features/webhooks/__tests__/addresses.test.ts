/**
 * @jest-environment node
 *
 * The forgery guard's allow-list: only globally reachable unicast addresses, whether typed in the
 * endpoint's URL (in any form the URL parser reads as an address) or given by the DNS for its
 * name; the dialog's schema refuses a typed one as delivery does. Nothing here connects anywhere.
 */
import { adminWebhooksText } from '../adminText';
import { webhookEndpointSchema } from '../adminValidation';
import { checkedAddress, type Resolve } from '../send';

const refusedMessage = adminWebhooksText.messages.privateAddress;

/** URL hosts that reach no public address, each with why. */
const REFUSED: [host: string, why: string][] = [
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['10.0.0.1', 'private'],
  ['172.16.0.1', 'private'],
  ['172.31.255.254', 'private'],
  ['192.168.1.1', 'private'],
  ['169.254.169.254', 'link-local: the cloud metadata service'],
  ['169.254.0.1', 'link-local'],
  ['100.64.0.1', 'shared address space (CGNAT)'],
  ['100.127.255.254', 'shared address space (CGNAT)'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['240.0.0.1', 'reserved'],
  ['255.255.255.255', 'broadcast'],
  ['198.18.0.1', 'benchmarking'],
  ['198.19.255.254', 'benchmarking'],
  ['192.0.2.1', 'documentation'],
  ['198.51.100.1', 'documentation'],
  ['203.0.113.1', 'documentation'],
  ['192.0.0.8', 'IETF protocol assignments'],
  ['192.88.99.1', '6to4 relay anycast'],
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', '"this network"'],
  ['2130706433', 'loopback as one decimal number'],
  ['0177.0.0.1', 'loopback in octal'],
  ['0x7f.0.0.1', 'loopback in hex'],
  ['0x7f000001', 'loopback as one hex number'],
  ['127.1', 'loopback, short form'],
  ['2852039166', 'the metadata service as one decimal number'],
  ['0', 'unspecified as one number'],
  ['[::1]', 'IPv6 loopback'],
  ['[::]', 'IPv6 unspecified'],
  ['[fe80::1]', 'IPv6 link-local'],
  ['[fec0::1]', 'IPv6 site-local (deprecated)'],
  ['[fc00::1]', 'unique local'],
  ['[fd12:3456::1]', 'unique local'],
  ['[ff02::1]', 'IPv6 multicast'],
  ['[::ffff:127.0.0.1]', 'IPv4-mapped loopback'],
  ['[::ffff:a9fe:a9fe]', 'IPv4-mapped metadata service'],
  ['[::ffff:0:7f00:1]', 'IPv4-translated (SIIT) loopback'],
  ['[::127.0.0.1]', 'IPv4-compatible (deprecated) loopback'],
  ['[64:ff9b::a00:1]', 'NAT64 of a private address'],
  ['[64:ff9b::a9fe:a9fe]', 'NAT64 of the metadata service'],
  ['[64:ff9b::808:808]', 'NAT64 of a public address: refused outright (the translator decides)'],
  ['[64:ff9b:1::7f00:1]', 'local-use NAT64'],
  ['[2002:7f00:1::1]', '6to4 of loopback'],
  ['[2001::1]', 'Teredo'],
  ['[2001:2::1]', 'IPv6 benchmarking'],
  ['[2001:db8::1]', 'IPv6 documentation'],
  ['[3fff::1]', 'IPv6 documentation (RFC 9637)'],
  ['[100::1]', 'discard'],
  ['[5f00::1]', 'SRv6 segment identifiers, outside global unicast'],
];

/** Public addresses, typed as URL hosts. */
const ALLOWED = [
  '8.8.8.8',
  '1.1.1.1',
  '[2001:4860:4860::8888]',
  '[2606:4700:4700::1111]',
  '[::ffff:8.8.8.8]',
];

const hook = (host: string) => new URL(`https://${host}/hook`);
const noDns: Resolve = async () => {
  throw new Error('an address literal is not resolved');
};
const dialogRefuses = (url: string) =>
  !webhookEndpointSchema.safeParse({ url, description: '', events: ['enquiry.created'], allowPrivate: false })
    .success;

it('refuses the three addresses the probe got through: SIIT, local-use NAT64 and 5f00::/16', async () => {
  for (const host of ['[::ffff:0:7f00:1]', '[64:ff9b:1::7f00:1]', '[5f00::1]']) {
    expect([host, await checkedAddress(hook(host), { allowPrivate: false, resolve: noDns })]).toEqual([
      host,
      { refused: refusedMessage },
    ]);
  }
});

it.each(REFUSED)('refuses %s typed in the URL (%s), at delivery and in the dialog', async (host) => {
  expect(await checkedAddress(hook(host), { allowPrivate: false, resolve: noDns })).toEqual({
    refused: refusedMessage,
  });
  expect(dialogRefuses(hook(host).href)).toBe(true);
});

it.each(REFUSED)('refuses a name the DNS resolves to %s (%s)', async (host) => {
  // The address as a resolver gives it: the URL parser's canonical form, without brackets.
  const address = hook(host).hostname.replace(/^\[|\]$/g, '');
  const family = address.includes(':') ? 6 : 4;
  const resolve: Resolve = async () => [{ address, family }];
  expect(await checkedAddress(hook('hooks.example.com'), { allowPrivate: false, resolve })).toEqual({
    refused: refusedMessage,
  });
});

it.each(ALLOWED)('allows the public address %s, typed or resolved', async (host) => {
  const address = hook(host).hostname.replace(/^\[|\]$/g, '');
  const family = address.includes(':') ? 6 : 4;
  expect(await checkedAddress(hook(host), { allowPrivate: false, resolve: noDns })).toEqual({
    address,
    family,
  });
  expect(dialogRefuses(hook(host).href)).toBe(false);
  const resolve: Resolve = async () => [{ address, family }];
  expect(await checkedAddress(hook('hooks.example.com'), { allowPrivate: false, resolve })).toEqual({
    address,
    family,
  });
});

it('allows every form with the Owner’s testing allowance', async () => {
  expect(await checkedAddress(hook('[::1]'), { allowPrivate: true, resolve: noDns })).toEqual({
    address: '::1',
    family: 6,
  });
  expect(await checkedAddress(hook('2130706433'), { allowPrivate: true, resolve: noDns })).toEqual({
    address: '127.0.0.1',
    family: 4,
  });
});

import { readEnv } from '../../env';
import { clientIp, isSameOrigin } from '../request';
import { PEER_HEADER, PEER_SCHEME_HEADER } from '../requestGuard';

const request = (headers: Record<string, string>) =>
  new Request('http://127.0.0.1:3000/api/v1/x', { headers });

describe('clientIp', () => {
  it('reads the address `next start` puts in X-Forwarded-For for a direct IPv4 request as plain IPv4', () => {
    // Measured: a direct request to `next start` arrives with X-Forwarded-For: ::ffff:127.0.0.1.
    expect(clientIp(request({ 'x-forwarded-for': '::ffff:127.0.0.1' }))).toBe('127.0.0.1');
    expect(clientIp(request({ 'x-forwarded-for': '127.0.0.1' }))).toBe('127.0.0.1');
  });

  it('takes the entry the nearest proxy appended, not what the client claimed', () => {
    expect(clientIp(request({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9' }))).toBe('203.0.113.9');
  });

  it('keeps IPv6 addresses (lower-cased) and falls back to X-Real-IP, then "unknown"', () => {
    expect(clientIp(request({ 'x-forwarded-for': '2001:DB8::1' }))).toBe('2001:db8::1');
    expect(clientIp(request({ 'x-real-ip': '198.51.100.4' }))).toBe('198.51.100.4');
    expect(clientIp(request({}))).toBe('unknown');
  });
});

describe('clientIp behind the request guard (a real connection)', () => {
  afterEach(() => {
    delete process.env.TRUSTED_PROXIES;
  });

  it('is the connection, whatever X-Forwarded-For the client wrote, when no proxy is trusted', () => {
    const forged = { [PEER_HEADER]: '198.51.100.20', 'x-forwarded-for': '10.1.2.3' };
    expect(clientIp(request(forged))).toBe('198.51.100.20');
    expect(clientIp(request({ [PEER_HEADER]: '::ffff:198.51.100.20' }))).toBe('198.51.100.20');
  });

  it('takes the entry a trusted proxy appended, skipping proxies, as Express does', () => {
    process.env.TRUSTED_PROXIES = 'loopback, 10.0.0.0/8';
    const viaNginx = { [PEER_HEADER]: '127.0.0.1', 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.0.0.12' };
    expect(clientIp(request(viaNginx))).toBe('203.0.113.9');
    // A client that is not a proxy: what it wrote is never read.
    expect(clientIp(request({ [PEER_HEADER]: '198.51.100.20', 'x-forwarded-for': '10.1.2.3' }))).toBe(
      '198.51.100.20',
    );
    // Every hop trusted: the leftmost entry is the client.
    expect(clientIp(request({ [PEER_HEADER]: '127.0.0.1', 'x-forwarded-for': '10.0.0.5' }))).toBe('10.0.0.5');
  });

  it('refuses a TRUSTED_PROXIES that names no addresses', () => {
    const read = (value: string) => readEnv({ NODE_ENV: 'test', TRUSTED_PROXIES: value });
    expect(() => read('loopback, nginx.internal')).toThrow(/TRUSTED_PROXIES/);
    expect(() => read('10.0.0.0/33')).toThrow(/TRUSTED_PROXIES/);
    expect(read('loopback,uniquelocal,203.0.113.7,2001:db8::/32').TRUSTED_PROXIES).toBe(
      'loopback,uniquelocal,203.0.113.7,2001:db8::/32',
    );
  });
});

describe('isSameOrigin', () => {
  afterEach(() => {
    delete process.env.TRUSTED_PROXIES;
  });

  it('compares the whole origin: the scheme too, not only the host', () => {
    const direct = { [PEER_HEADER]: '198.51.100.20', [PEER_SCHEME_HEADER]: 'http', host: 'kinglife.test' };
    expect(isSameOrigin(request({ ...direct, origin: 'http://kinglife.test' }))).toBe(true);
    expect(isSameOrigin(request({ ...direct, origin: 'https://kinglife.test' }))).toBe(false);
    expect(isSameOrigin(request({ ...direct, origin: 'http://kinglife.test:8080' }))).toBe(false);
    // A client's own X-Forwarded-Proto or -Host is not believed.
    const claimed = { ...direct, 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' };
    expect(isSameOrigin(request({ ...claimed, origin: 'https://kinglife.test' }))).toBe(false);
    expect(isSameOrigin(request({ ...claimed, origin: 'https://evil.example' }))).toBe(false);
  });

  it('believes the scheme and host a trusted proxy forwards', () => {
    process.env.TRUSTED_PROXIES = 'loopback';
    const viaNginx = {
      [PEER_HEADER]: '127.0.0.1',
      [PEER_SCHEME_HEADER]: 'http',
      host: '127.0.0.1:3000',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'www.kinglifellc.com',
    };
    expect(isSameOrigin(request({ ...viaNginx, origin: 'https://www.kinglifellc.com' }))).toBe(true);
    expect(isSameOrigin(request({ ...viaNginx, origin: 'http://www.kinglifellc.com' }))).toBe(false);
  });

  it('accepts our own origin and requests without one, refuses another site', () => {
    expect(isSameOrigin(request({ host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' }))).toBe(true);
    expect(isSameOrigin(request({ host: '127.0.0.1:3000' }))).toBe(true);
    expect(isSameOrigin(request({ host: '127.0.0.1:3000', origin: 'https://evil.example' }))).toBe(false);
    expect(isSameOrigin(request({ host: '127.0.0.1:3000', origin: 'null' }))).toBe(false);
  });
});

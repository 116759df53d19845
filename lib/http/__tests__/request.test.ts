import { clientIp, isSameOrigin } from '../request';

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

describe('isSameOrigin', () => {
  it('accepts our own origin and requests without one, refuses another site', () => {
    expect(isSameOrigin(request({ host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' }))).toBe(true);
    expect(isSameOrigin(request({ host: '127.0.0.1:3000' }))).toBe(true);
    expect(isSameOrigin(request({ host: '127.0.0.1:3000', origin: 'https://evil.example' }))).toBe(false);
    expect(isSameOrigin(request({ host: '127.0.0.1:3000', origin: 'null' }))).toBe(false);
  });
});

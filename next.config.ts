import path from 'node:path';
import type { NextConfig } from 'next';
import { isProduction, readEnv } from './lib/env';

// Validates every setting when the build or the server starts: a bad value stops it here, named.
const settings = readEnv();

/** Same-origin everything: fonts, icons and artwork are bundled, nothing comes from a CDN. */
const contentSecurityPolicy = [
  "default-src 'self'",
  // 'unsafe-inline' stays in script-src: every page carries inline scripts holding its React Server
  // Component payload, whose text changes whenever staff edit the content and the page is
  // re-rendered at run time, so hashes computed at build would go stale; nonces need a per-request
  // render, which would end static pages and CDN caching. Nothing else is inlined or third-party.
  `script-src 'self' 'unsafe-inline'${isProduction(settings) ? '' : " 'unsafe-eval'"}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self' https://www.openstreetmap.org https://www.google.com",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
  { key: 'X-Frame-Options', value: 'DENY' },
  ...(isProduction(settings) && settings.HSTS !== '0'
    ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }]
    : []),
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The release (scripts/release.ts completes it): the server's files and the production packages
  // they load, traced.
  output: 'standalone',
  // proxy.ts gives its rewrites and redirects the origin Next's router expects (routerUrl there).
  skipProxyUrlNormalize: true,
  // Rendered pages and cached data: in Redis when the server starts with REDIS_URL (shared by every
  // app server; no copy in this process's memory, which a save on another server could not
  // expire), otherwise in Next's own files. Either way with the CDN's headers added (Surrogate-Key,
  // Cache-Tag, Cache-Control). The handler decides at start, so one build serves either way.
  cacheHandler: path.resolve('lib/cache/pageCacheHandler.cjs'),
  reactStrictMode: true,
  experimental: {
    cssChunking: { type: 'graph', requestCost: 5000 },
    inlineCss: true,
  },
  async headers() {
    return [
      // Hashed build files (scripts, styles, fonts): a document's policies mean nothing on them, and
      // their ~750 bytes of headers on each of a page's eight chunks weighed more than some of its
      // scripts. The nginx recipe serves them the same way.
      { source: '/_next/static/:path*', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] },
      { source: '/((?!_next/static/).*)', headers: securityHeaders },
    ];
  },
};

export default nextConfig;

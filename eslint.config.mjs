import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/** One way to write a schema: classic zod would put its whole build back into the public forms. */
const classicZod = ['zod', 'zod/v4'].map((name) => ({
  name,
  message: "Write schemas with zod/mini: import * as z from 'zod/mini'.",
}));

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      '.next/**',
      'dist/**',
      'node_modules/**',
      'data/**',
      'lib/db/migrations/**',
      'public/**',
      'playwright-report/**',
      'test-results/**',
      'next-env.d.ts',
    ],
  },
  { rules: { 'no-restricted-imports': ['error', { paths: classicZod }] } },
  // CommonJS files (Next's cache handler, which `next build` loads with Node as it is).
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    // Client components must never pull in server code (lib/ is server-only except these, and a
    // feature's data modules are server-only): its screens and page parts take data as props.
    files: [
      'components/**/*.{ts,tsx}',
      'features/*/*.tsx',
      'features/*/{admin,site,signIn,twoFactor}/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: classicZod,
          patterns: [
            {
              group: [
                '@/lib/*',
                '!@/lib/validation',
                '!@/lib/validation/*',
                '!@/lib/api',
                '!@/lib/api/*',
                '!@/lib/routing',
                '!@/lib/routing/*',
                '!@/lib/text',
                '!@/lib/text/*',
                '!@/lib/time/agreed',
                // The page's language is render context like its route, not data.
                '!@/lib/i18n',
                '!@/lib/i18n/*',
                // Platform rules the forms check first, client-safe (no server import): the roles'
                // areas, the shapes of credentials, the audit trail's kinds, the images' limits and focal points,
                // a failed page's request id.
                // (A folder is let in, its other files shut again, then the one file let in.)
                '!@/lib/auth',
                '@/lib/auth/*',
                '!@/lib/auth/permissions',
                '!@/lib/auth/credentials',
                '!@/lib/audit',
                '@/lib/audit/*',
                '!@/lib/audit/kinds',
                '!@/lib/images',
                '@/lib/images/*',
                '!@/lib/images/limits',
                '!@/lib/images/focus',
                '!@/lib/images/crop',
                '!@/lib/http',
                '@/lib/http/*',
                '!@/lib/http/serverTiming',
                // Where a visit came from: noted by every page, named by the admin (client-safe).
                '!@/lib/visits',
                '@/lib/visits/*',
                '!@/lib/visits/firstTouch',
                '!@/lib/visits/describe',
                // Code a layout runs as its page is parsed.
                '!@/lib/html',
                '@/lib/html/*',
                '!@/lib/html/inlineScript',
                '@/features/*/data',
                './data',
                '../data',
                '../../*/data',
              ],
              message:
                'components/ and features/*/{admin,site} may import no feature data module and only lib/validation, lib/api, lib/routing, lib/text, lib/i18n and the client-safe platform rules (lib/auth/permissions, lib/auth/credentials, lib/audit/kinds, lib/images/limits, lib/images/focus, lib/images/crop, lib/http/serverTiming, lib/visits/firstTouch, lib/visits/describe, lib/html/inlineScript); pass server data in as props.',
            },
          ],
        },
      ],
    },
  },
];

export default config;

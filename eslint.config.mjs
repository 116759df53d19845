import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'lib/db/migrations/**',
      'public/**',
      'playwright-report/**',
      'test-results/**',
      'next-env.d.ts',
    ],
  },
  {
    // Client components must never pull in server code (lib/ is server-only except these).
    files: ['components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
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
              ],
              message:
                'components/ may import only lib/validation, lib/api, lib/routing and lib/text; pass server data in as props.',
            },
          ],
        },
      ],
    },
  },
];

export default config;

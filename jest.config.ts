import type { Config } from 'jest';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const shared: Config = {
  moduleNameMapper: {
    '^server-only$': '<rootDir>/test/stubs/server-only.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
};

const NEXT_TRANSPILED = [
  'geist',
  'next/dist/client',
  'next/dist/shared/lib',
  'next/src/client',
  'next/src/shared/lib',
];
const ESM_ONLY = [
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer',
  'uint8array-extras',
  '@borewit',
  // The task queue (lib/tasks) and its ES-module dependencies.
  'pg-boss',
  'rrule-temporal',
  'temporal-spec',
  'serialize-error',
  'non-error',
];
/** react-markdown and the unified packages it stands on (components/ui/Markdown.tsx). */
const MARKDOWN_ESM = [
  'react-markdown',
  'unified',
  'bail',
  'trough',
  'is-plain-obj',
  'vfile[^/]*',
  'unist-[^/]+',
  'mdast-[^/]+',
  'hast-[^/]+',
  'micromark[^/]*',
  'remark-[^/]+',
  'decode-named-character-reference',
  'character-[^/]+',
  'html-url-attributes',
  'devlop',
  'trim-lines',
  'property-information',
  'space-separated-tokens',
  'comma-separated-tokens',
  'estree-util-[^/]+',
  'zwitch',
  'ccount',
  'longest-streak',
];
/** Compile these ES-module-only packages with next/jest's SWC transform too. */
const transformIgnorePatterns = (esm: string[]) => [
  `/node_modules/(?!.pnpm)(?!(${[...NEXT_TRANSPILED, ...esm].join('|')})/)`,
  '^.+\\.module\\.(css|sass|scss)$',
];

/** Two projects: `node` for data, API handlers and scripts (real PostgreSQL), `dom` for components. */
export default async function config(): Promise<Config> {
  const node = await createJestConfig({
    ...shared,
    displayName: 'node',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/{lib,features,scripts,test,app}/**/*.test.ts'],
    globalSetup: '<rootDir>/test/globalSetup.ts',
    globalTeardown: '<rootDir>/test/globalTeardown.ts',
  })();
  // These ship only ES modules: let next/jest's SWC transform compile them too.
  node.transformIgnorePatterns = transformIgnorePatterns(ESM_ONLY);
  const dom = await createJestConfig({
    ...shared,
    displayName: 'dom',
    testEnvironment: 'jsdom',
    // A feature's screens and parts are tested beside them (features/*/admin/__tests__/*.test.tsx).
    testMatch: ['<rootDir>/components/**/*.test.{ts,tsx}', '<rootDir>/features/**/*.test.tsx'],
  })();
  dom.transformIgnorePatterns = transformIgnorePatterns(MARKDOWN_ESM);
  return {
    projects: [node, dom] as Config['projects'],
    testTimeout: 30_000,
    // The node tests mostly wait on PostgreSQL: a worker per core, not Jest's cores − 1 (on 2 cores,
    // measured: 615 s with one worker, 384 s with two).
    maxWorkers: '100%',
  };
}

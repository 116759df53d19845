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
const ESM_ONLY = ['file-type', 'strtok3', 'token-types', '@tokenizer', 'uint8array-extras', '@borewit'];

/** Two projects: `node` for data, API handlers and scripts (real PostgreSQL), `dom` for components. */
export default async function config(): Promise<Config> {
  const node = await createJestConfig({
    ...shared,
    displayName: 'node',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/{lib,scripts,test,app}/**/*.test.ts'],
    globalSetup: '<rootDir>/test/globalSetup.ts',
    globalTeardown: '<rootDir>/test/globalTeardown.ts',
  })();
  // file-type and its helpers ship only ES modules: let next/jest's SWC transform compile them too.
  node.transformIgnorePatterns = [
    `/node_modules/(?!.pnpm)(?!(${[...NEXT_TRANSPILED, ...ESM_ONLY].join('|')})/)`,
    '^.+\\.module\\.(css|sass|scss)$',
  ];
  const dom = await createJestConfig({
    ...shared,
    displayName: 'dom',
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/components/**/*.test.{ts,tsx}'],
  })();
  return {
    projects: [node, dom] as Config['projects'],
    testTimeout: 30_000,
  };
}

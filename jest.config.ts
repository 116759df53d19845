import type { Config } from 'jest';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const shared: Config = {
  moduleNameMapper: {
    '^server-only$': '<rootDir>/test/stubs/server-only.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
};

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

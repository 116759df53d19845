/**
 * The contract's fuzz test (test/contract/fuzz.ts) over the staff's endpoints, signed in as an
 * Owner (whose role may call every one). contract.public.test.ts takes the others.
 */
import { contractFuzz } from '@/test/contract/fuzz';

jest.setTimeout(300_000);

// Handlers run here outside Next's request scope: preview and "Leave preview" turn draft mode on and off through it.
jest.mock('next/headers', () => ({
  ...jest.requireActual('next/headers'),
  draftMode: async () => ({ isEnabled: false, enable: () => undefined, disable: () => undefined }),
}));

contractFuzz((endpoint) => endpoint.area !== undefined, 'staff');

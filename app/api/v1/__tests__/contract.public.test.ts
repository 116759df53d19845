/**
 * The contract's fuzz test (test/contract/fuzz.ts) over the endpoints anyone calls: the public
 * forms, beacons, downloads and media, sign-in, and the buyer's own (signed in as a buyer).
 * contract.staff.test.ts takes the staff's.
 */
import { contractFuzz } from '@/test/contract/fuzz';

jest.setTimeout(300_000);

// Handlers run here outside Next's request scope: preview and "Leave preview" turn draft mode on and off through it.
jest.mock('next/headers', () => ({
  ...jest.requireActual('next/headers'),
  draftMode: async () => ({ isEnabled: false, enable: () => undefined, disable: () => undefined }),
}));

contractFuzz((endpoint) => endpoint.area === undefined, 'public and buyer');

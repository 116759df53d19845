import 'server-only';
/**
 * Who is acting in this request, for the audit trail: the route frame (lib/http/handler.ts) sets
 * the client's address for every API request, and the admin frame adds the signed-in staff member.
 * A transaction that writes content names that staff member to the database first (`stampActor`),
 * so the content tables' audit triggers record who made each change, in the same transaction.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/connect';

export interface Person {
  /** The staff account; null for an address that matches none (a failed sign-in). */
  id: number | null;
  email: string;
}

export interface Actor {
  ip: string;
  /** The signed-in staff member, on admin routes. */
  user?: Person;
  /** The version of the item a save was read at, from its If-Match (lib/audit/versions.ts). */
  expect?: string;
  /** Whether a committed write of this request already changed that item (then it is not checked again). */
  expectUsed?: boolean;
}

const acting = new AsyncLocalStorage<Actor>();

export function actingAs<T>(actor: Actor, work: () => Promise<T>): Promise<T> {
  return acting.run(actor, work);
}

export function currentActor(): Actor | undefined {
  return acting.getStore();
}

/**
 * Names `person` (by default the signed-in staff member, if any) to the database for the rest of
 * `tx`, with the request's address when there is a request.
 */
export async function stampActor(tx: Transaction, person?: Person): Promise<void> {
  const actor = currentActor();
  const user = person ?? actor?.user;
  if (!user) return;
  const named = { id: user.id, email: user.email, ip: actor?.ip };
  await tx.execute(sql`SELECT set_config('kinglife.actor', ${JSON.stringify(named)}, true)`);
}

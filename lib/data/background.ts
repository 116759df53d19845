/** The features' share of the server's background work (lib/maintenance/background.ts runs it). */
import type { FeatureWork } from '../maintenance/background';
import { inBackground } from './cache';
import { runHousekeeping } from './housekeeping';
import { publishDueItems } from './scheduled';

export const siteWork: FeatureWork = {
  inScope: inBackground,
  housekeeping: (db) => runHousekeeping(db),
  publishDue: (db) => publishDueItems(db),
};

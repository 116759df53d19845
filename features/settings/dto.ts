/** What the admin API answers about this feature (endpoints: lib/api/contract.ts). */
import type { SettingsInput } from '@/features/settings/adminValidation';

export type SettingsDto = Required<SettingsInput> & {
  /** The version the settings were read at; a save sends it back (lib/audit/versions.ts). */
  version: string;
};

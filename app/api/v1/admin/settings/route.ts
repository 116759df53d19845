import { endpoints } from '@/lib/api/contract';
import { readSettingsForStaff, saveSettings } from '@/features/settings/data';
import { json } from '@/lib/http/input';
import { adminRoute } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { settingsSchema } from '@/features/settings/adminValidation';

export const GET = adminRoute('settings', {}, async () =>
  ok(endpoints.settings.GET, await readSettingsForStaff()),
);

/** Saves every setting at once; the footer and Contact page follow (settings tag). */
export const PUT = adminRoute('settings', { body: json(settingsSchema) }, async ({ body: input }) => {
  return ok(endpoints.settings.PUT, await saveSettings(input));
});

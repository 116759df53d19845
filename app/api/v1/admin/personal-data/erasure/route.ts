import { endpoints } from '@/lib/api/contract';
import { erasePersonalData } from '@/features/privacy/data';
import { erasureSchema } from '@/features/privacy/adminValidation';
import { json } from '@/lib/http/input';
import { adminRoute } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';

/** Erases everything held about the person: the Owner's alone. */
export const POST = adminRoute('privacy', { body: json(erasureSchema) }, async ({ body }) =>
  ok(endpoints.personalDataErasure.POST, await erasePersonalData({ email: body.email, matching: 'mailbox' })),
);

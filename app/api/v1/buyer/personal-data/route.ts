import { buyerRoute } from '@/features/buyers/session';
import { exportOwnData } from '@/features/privacy/selfService';
import { attachment } from '@/lib/http/download';

/** "Download my data": everything held about the signed-in buyer's address, as one ZIP. */
export const GET = buyerRoute({}, async ({ buyer }) => {
  const { filename, zip } = await exportOwnData(buyer.email);
  return attachment(zip, { filename, contentType: 'application/zip' });
});

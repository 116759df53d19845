/**
 * TOTP (RFC 6238) through the `otpauth` library: the parameters every authenticator app reads
 * (HMAC-SHA1, 6 digits, 30-second steps), a 160-bit secret (RFC 4226's recommendation), the
 * otpauth:// URI of the QR code, and the check of a code one step either side of now.
 */
import { now as clockNow } from '../time/clock';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

export const TOTP_ISSUER = 'Kinglife';
const PERIOD_SECONDS = 30;
/** Steps accepted either side of now (phone clocks drift; a code typed as it changes). */
const WINDOW = 1;

function totp(secret: string, email = '') {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random secret, in base32 (what the apps take when typed). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** otpauth://totp/Kinglife:name@… ?secret=…&issuer=Kinglife… */
export function totpUri(secret: string, email: string): string {
  return totp(secret, email).toString();
}

/** The QR code of `uri` as an SVG data: URL (made here, so the browser loads nothing else). */
export async function qrDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The time step a correct code belongs to (now, or one step either side), or null. The caller
 * refuses a step at or before the last one it accepted, so each code works once.
 */
export function totpStep(secret: string, code: string, now = clockNow().getTime()): number | null {
  const generator = totp(secret);
  const delta = generator.validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : generator.counter({ timestamp: now }) + delta;
}

/**
 * The code of `secret` at `now` (tests and the e2e suite compute what an app would show): by
 * default this machine's clock, as an authenticator app goes by its phone's.
 */
export function totpCode(secret: string, now = Date.now()): string {
  return totp(secret).generate({ timestamp: now });
}

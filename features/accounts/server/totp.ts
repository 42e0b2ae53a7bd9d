import 'server-only';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/**
 * The authenticator-app codes (RFC 6238 TOTP): SHA-1, 6 digits, 30-second steps, the settings
 * every authenticator app reads from a QR code. A code is accepted one step either side of now
 * (clock drift), and the caller stores the step it matched so the same code never works twice.
 */

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Steps accepted either side of the current one. */
const WINDOW = 1;
const ISSUER = 'Fursa';

function totpOf(base32Secret: string, label = ISSUER): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(base32Secret),
  });
}

/** A new random secret (160 bits, as RFC 4226 recommends), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` address an authenticator app reads, labelled with the account's e-mail. */
export function totpUri(base32Secret: string, accountName: string): string {
  return totpOf(base32Secret, accountName).toString();
}

/** The address as a QR code, an SVG data URL made here on the server (no outside service). */
export async function totpQrDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/** The current step number (what a code of `now` is bound to). */
export function totpStep(now: number = Date.now()): number {
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: now });
}

/** The step a 6-digit code belongs to (within the window around `now`), or null. */
export function matchTotp(base32Secret: string, code: string, now: number = Date.now()) {
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return null;
  const delta = totpOf(base32Secret).validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : totpStep(now) + delta;
}

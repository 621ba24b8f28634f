/**
 * Time-based one-time passwords (RFC 6238: 6 digits, 30-second steps, SHA-1, as every authenticator
 * app expects) through otplib, and the QR code that carries the secret to the app.
 *
 * A code is accepted from the step before to the step after the server's (clock drift and a code
 * typed as it changes), and only once: the step it belongs to must be later than the last one used.
 */
import { generateSecret, generateURI, verifySync } from 'otplib';
import QRCode from 'qrcode';
import { now } from '../clock';
import { staffSettings } from './settings';

export const totpPeriodSeconds = 30;
/** One step either side: a code stays good for about 90 seconds. */
const toleranceSeconds = totpPeriodSeconds;

export const newTotpSecret = (): string => generateSecret();

export const totpUri = (secret: string, email: string): string => generateURI({ issuer: staffSettings.totpIssuer, label: email, secret });

/** The QR code of the otpauth URI as an SVG data URL, drawn on the server (no script, no request). */
export async function totpQrCode(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/** Whether `code` looks like a TOTP code at all (6 digits once spaces are dropped). */
export const looksLikeTotp = (code: string): boolean => /^\d{6}$/.test(code.replace(/\s+/g, ''));

/**
 * The time step a valid, unused code belongs to, or undefined. `lastStep` is the step of the last code
 * accepted for this secret (null before the first).
 */
export function verifyTotp(secret: string, code: string, lastStep: number | null, at: Date = now()): number | undefined {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return undefined;
  const result = verifySync({
    secret,
    token,
    epoch: Math.floor(at.getTime() / 1000),
    epochTolerance: toleranceSeconds,
    ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

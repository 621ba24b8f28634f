import { createHash } from 'node:crypto';

/**
 * What the audit log keeps of a text a person wrote or of a customer's address (a message, a history
 * entry, a status text, a file name, an e-mail address): its SHA-256, never the text. The log says who
 * changed which field of which record and when; the digest shows later whether a text is the one
 * written then. The text itself lives only with its case and goes when the case goes, while the log
 * cannot be changed (data minimisation and storage limitation, Art. 5(1)(c) and (e) GDPR).
 */
export const auditDigest = (text: string | null | undefined): string | null => (text == null ? null : `sha256:${createHash('sha256').update(text, 'utf8').digest('hex')}`);

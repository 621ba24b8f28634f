import path from 'node:path';

/** Where the e2e server listens and keeps its data; the specs read the mail outbox from there. */
export const e2ePort = Number(process.env.E2E_PORT || 3210);
export const e2eDataDir = path.resolve(__dirname, '..', '..', '.data', `e2e-${e2ePort}`);
export const e2eMailDir = path.join(e2eDataDir, 'mail');

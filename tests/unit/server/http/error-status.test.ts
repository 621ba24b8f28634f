/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { errorCodes } from '@/contracts/error-codes';
import { errorItem } from '@/contracts/errors';
import { errorStatus, headersOf, statusOf } from '@/server/http/error-status';

describe('the error status table', () => {
  it('has a status for every code of the registry but the portal-only ones', () => {
    const portalOnly = ['invalid_email', 'invalid_number', 'invalid_year', 'cookies_disabled', 'calculation_failed', 'network', 'unexpected_response', 'user_not_found'];
    expect(Object.keys(errorCodes).filter((code) => !Object.hasOwn(errorStatus, code)).sort()).toEqual(portalOnly.sort());
    expect(Object.keys(errorStatus).filter((code) => !Object.hasOwn(errorCodes, code))).toEqual([]);
  });

  it('answers one situation one way, whichever door it came through', () => {
    expect(statusOf([errorItem('link_expired')])).toBe(410);
    expect(statusOf([errorItem('link_expired', 'token')])).toBe(410);
    expect(statusOf([errorItem('draft_expired', 'X-Draft-Token')])).toBe(410);
    expect(statusOf([errorItem('case_not_found', 'reference')])).toBe(404);
    expect(statusOf([errorItem('case_not_found', 'id')])).toBe(404);
    expect(statusOf([errorItem('invalid_code', 'code')])).toBe(422);
  });

  it('answers an unknown code as an internal error', () => {
    expect(statusOf([{ path: null, code: 'made_up', params: {} }])).toBe(500);
  });

  it('says when to try again and how to authenticate', () => {
    expect(headersOf([errorItem('too_many_requests', null, { retryAfter: 30 })])).toEqual({ 'Retry-After': '30' });
    expect(headersOf([errorItem('account_locked', null, { retryAfter: 900, minutes: 15 })])).toEqual({ 'Retry-After': '900' });
    expect(headersOf([errorItem('unauthorized')])).toEqual({ 'WWW-Authenticate': 'Bearer' });
    expect(headersOf([errorItem('invalid_api_key')])).toEqual({ 'WWW-Authenticate': 'Bearer' });
    expect(headersOf([errorItem('required', 'email')])).toEqual({});
    // The limits on uploads: one client's bytes (429), everybody's unordered uploads (507), both with when to try again.
    expect(statusOf([errorItem('upload_quota_exceeded', null, { retryAfter: 600, hours: 1 })])).toBe(429);
    expect(statusOf([errorItem('uploads_paused', null, { retryAfter: 3600, hours: 1 })])).toBe(507);
    expect(headersOf([errorItem('uploads_paused', null, { retryAfter: 3600, hours: 1 })])).toEqual({ 'Retry-After': '3600' });
  });

  it('is shown by status in docs/architecture.md, with no code at a status it does not have', () => {
    const docs = readFileSync(path.join(__dirname, '../../../../docs/architecture.md'), 'utf8');
    const section = docs.slice(docs.indexOf('### Errors and their status'));
    const rows = [...section.matchAll(/^\| ([\d, ]+) \| [^|]+ \| (.+) \|$/gm)].map(([, statuses, codes]) => ({
      statuses: statuses.split(', ').map(Number),
      codes: [...codes.matchAll(/`(\w+)`/g)].map(([, code]) => code),
    }));
    const stated = rows.flatMap(({ statuses, codes }) => codes.map((code) => [code, statuses.includes(errorStatus[code as keyof typeof errorStatus])]));
    expect(stated.filter(([, right]) => !right)).toEqual([]);
    expect(stated.length).toBeGreaterThan(40);
    expect([...new Set(Object.values(errorStatus))].filter((status) => !rows.some((row) => row.statuses.includes(status)))).toEqual([]);
  });
});

/**
 * @jest-environment node
 */
import { generatePublicCaseId, isPublicCaseIdFormat } from '@/server/cases/identifiers';

describe('case identifiers', () => {
  it('give every case an unguessable, URL-safe id of 256 bits', () => {
    const ids = Array.from({ length: 200 }, generatePublicCaseId);
    for (const id of ids) {
      expect(isPublicCaseIdFormat(id)).toBe(true);
      expect(encodeURIComponent(id)).toBe(id);
      expect(Buffer.from(id, 'base64url')).toHaveLength(32);
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect(isPublicCaseIdFormat('too-short')).toBe(false);
    expect(isPublicCaseIdFormat(`${ids[0].slice(0, 42)}/`)).toBe(false);
  });
});

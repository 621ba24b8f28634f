import { inboxQueryOf } from '@/screens/StaffInbox/load';

describe("the inbox's filters from the address", () => {
  it('keeps what the form offers and drops what it does not', () => {
    expect(inboxQueryOf({ q: '  2026-7Q4M ', product_name: 'dismissal', status: 'received', assignee: 'me', page: '2' })).toEqual({
      q: '2026-7Q4M',
      product_name: 'dismissal',
      status: 'received',
      assignee: 'me',
      page: '2',
    });
    expect(inboxQueryOf({ q: ' ', product_name: 'lottery', status: ['received', 'court'], assignee: 'everyone', page: '0' })).toEqual({});
    expect(inboxQueryOf({ assignee: '17', page: 'x' })).toEqual({ assignee: '17' });
    expect(inboxQueryOf({ unanswered: '1' })).toEqual({ unanswered: '1' });
    expect(inboxQueryOf({ unanswered: 'yes' })).toEqual({});
  });
});

import { staffInvitationMail } from '@/server/staff/invitation-mail';

const member = { name: 'Chris Case', role: 'caseworker', language: 'en' } as const;
const link = 'https://portal.test/en/backoffice/enrol?token=abc';

describe('the staff invitation mail', () => {
  it('invites someone new with the link and its validity', () => {
    const mail = staffInvitationMail(member, 'alex@provider.example', link, 72);
    expect(mail.text).toContain('alex@provider.example invited you to the Klarfall back office as caseworker.');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('valid for 72 hours');
  });

  it('tells a member whose access was reset that the old password, app and codes no longer work', () => {
    const mail = staffInvitationMail({ ...member, language: 'de' }, 'alex@provider.example', link, 72, 'reset');
    expect(mail.text).toContain('alex@provider.example hat Ihren Zugang zum Backoffice von Klarfall zurückgesetzt');
    expect(mail.text).not.toContain('eingeladen');
    expect(mail.text).toContain(link);
  });
});

import { screen } from '@testing-library/react';
import { MembershipQuestionsScreen } from '@/screens/MembershipQuestions';
import { renderOnPage } from '../../../support/render';

jest.mock('@/session/case-conversation', () => ({
  markMessagesRead: jest.fn(),
  sendMessageWithFiles: jest.fn(),
  startAttachmentDraft: jest.fn(),
  downloadCaseFile: jest.fn(),
}));

const { markMessagesRead } = jest.requireMock('@/session/case-conversation') as { markMessagesRead: jest.Mock };

const reference = 'KLARFALL-2026-7Q4MX9P2';

describe('a member\'s questions page', () => {
  it('shows the membership, the hotline, the conversation with the team\'s unread answer, and marks it read', () => {
    renderOnPage(
      <MembershipQuestionsScreen
        reference={reference}
        plan="tenant-protection"
        acceptsQuestions
        conversation={{
          kind: 'shown',
          unread: 1,
          messages: [
            { id: 'm1', author: 'customer', text: 'Is this lawful?', createdAt: '2026-03-20T09:00:00.000Z', unread: false, files: [] },
            { id: 'm2', author: 'provider', html: '<p>Yes, it is.</p>' as never, createdAt: '2026-03-21T09:00:00.000Z', unread: true, files: [] },
          ],
        }}
      />,
      { url: `/mitgliedschaft/fragen?reference=${reference}` },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Fragen zu Ihrer Mitgliedschaft' })).toBeInTheDocument();
    expect(screen.getByText(`Mieterschutz mit Anwalts-Hotline, Mandatsreferenz ${reference}`)).toBeInTheDocument();
    expect(screen.getByText(/Eilt es\? Unsere Hotline erreichen Sie Montag bis Freitag/)).toBeInTheDocument();
    const conversation = screen.getByRole('region', { name: 'Nachrichten' });
    expect(conversation).toHaveTextContent('Schreiben Sie uns Ihre Frage');
    expect(screen.getByRole('article', { name: 'Klarfall' })).toHaveTextContent('Yes, it is.');
    expect(screen.getByRole('textbox', { name: 'Ihre Nachricht' })).toBeInTheDocument();
    expect(markMessagesRead).toHaveBeenCalledWith({ membership: reference });
  });

  it('asks to sign in when signed out, and says so when the membership is not the account\'s', () => {
    const { unmount } = renderOnPage(<MembershipQuestionsScreen reference={reference} plan={null} conversation={{ kind: 'signedOut' }} acceptsQuestions />, { url: '/en/membership/questions' });
    expect(screen.getByText(/You see your questions and our answers when you are signed in/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en/signin');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    unmount();
    renderOnPage(<MembershipQuestionsScreen reference={reference} plan={null} conversation={{ kind: 'notOwner' }} acceptsQuestions />, { url: '/en/membership/questions' });
    expect(screen.getByRole('alert')).toHaveTextContent('We cannot find this membership in your account.');
  });

  it('keeps a withdrawn membership\'s answers readable without the form, says why and where to write instead', () => {
    renderOnPage(
      <MembershipQuestionsScreen
        reference={reference}
        plan="tenant-protection"
        acceptsQuestions={false}
        conversation={{
          kind: 'shown',
          unread: 0,
          messages: [
            { id: 'm1', author: 'customer', text: 'Is this lawful?', createdAt: '2026-03-20T09:00:00.000Z', unread: false, files: [] },
            { id: 'm2', author: 'provider', html: '<p>Yes, it is.</p>' as never, createdAt: '2026-03-21T09:00:00.000Z', unread: false, files: [] },
          ],
        }}
      />,
      { url: `/en/membership/questions?reference=${reference}` },
    );
    const conversation = screen.getByRole('region', { name: 'Messages' });
    expect(conversation).toHaveTextContent('This membership has been withdrawn. Your earlier questions and our answers stay readable, but we no longer take new questions here.');
    expect(screen.getByRole('article', { name: 'Klarfall' })).toHaveTextContent('Yes, it is.');
    expect(screen.getByRole('article', { name: 'You' })).toHaveTextContent('Is this lawful?');
    expect(conversation).toHaveTextContent(`please give your mandate reference ${reference}`);
    expect(screen.getByRole('link', { name: 'info@klarfall.de' })).toHaveAttribute('href', 'mailto:info@klarfall.de');
    // No form, no invitation to write, and no members' hotline.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText(/Write us your question/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Urgent\? You reach our hotline/)).not.toBeInTheDocument();
  });

  it('says so when a withdrawn membership has no messages, and leads back to the account', () => {
    renderOnPage(<MembershipQuestionsScreen reference={reference} plan="tenant-protection" acceptsQuestions={false} conversation={{ kind: 'shown', unread: 0, messages: [] }} />, {
      url: `/mitgliedschaft/fragen?reference=${reference}`,
    });
    const conversation = screen.getByRole('region', { name: 'Nachrichten' });
    expect(conversation).toHaveTextContent('Diese Mitgliedschaft wurde widerrufen.');
    expect(conversation).toHaveTextContent('Zu dieser Mitgliedschaft gibt es keine Nachrichten.');
    expect(conversation).not.toHaveTextContent('Noch keine Fragen');
    expect(screen.getByRole('link', { name: 'info@klarfall.de' })).toHaveAttribute('href', 'mailto:info@klarfall.de');
    const back = screen.getAllByRole('link', { name: 'Zurück zu Ihrem Konto' });
    expect(back.at(-1)).toHaveAttribute('href', '/dashboard');
    expect(conversation).toContainElement(back.at(-1) ?? null);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

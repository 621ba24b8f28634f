import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sanitiseHtml } from '@/html/safe-html';
import { Conversation } from '@/components/conversation/Conversation';
import type { ConversationState } from '@/components/conversation/conversation-view';
import { markMessagesRead, sendMessageWithFiles, startAttachmentDraft } from '@/session/case-conversation';
import { renderOnPage } from '../../../support/render';

jest.mock('@/session/case-conversation', () => ({
  markMessagesRead: jest.fn(() => Promise.resolve()),
  sendMessageWithFiles: jest.fn(),
  startAttachmentDraft: jest.fn(),
  downloadCaseFile: jest.fn(),
}));

const draft = { token: 'draft-1', maxBytes: 10 * 1024 * 1024 };
const pdfFile = (name: string) => new File(['%PDF-1.7\n'], name, { type: 'application/pdf' });

const id = 'Qx7mN2pL9vR4tY8wZ1aB3cD5eF6gH0iJ2kL4mN6oP8q';

const shown: ConversationState = {
  kind: 'shown',
  unread: 1,
  messages: [
    { id: 'm1', author: 'customer', text: 'Hallo,\n<b>Vermieter</b> schreibt.', createdAt: '2026-03-02T09:15:00.000Z', unread: false, files: [] },
    {
      id: 'm2',
      author: 'provider',
      html: sanitiseHtml('<p>Danke, <strong>wir prüfen</strong>.</p><script>alert(1)</script>'),
      createdAt: '2026-03-03T14:05:00.000Z',
      unread: true,
      files: [{ id: 'd1', name: 'Antwort.pdf', url: `/api/v1/me/cases/${id}/documents/d1`, mediaType: 'application/pdf', sizeBytes: 48_213 }],
    },
  ],
};

const show = (conversation: ConversationState, url = `/case?id=${id}`) => renderOnPage(<Conversation door={{ caseId: id }} conversation={conversation} />, { url });

beforeEach(() => {
  jest.clearAllMocks();
  (startAttachmentDraft as jest.Mock).mockResolvedValue({ ok: true, draft });
});

describe('the conversation on the case page', () => {
  it('shows the messages oldest first: the customer\'s text escaped, the provider\'s sanitised HTML, the new one marked in words', () => {
    show(shown);
    const section = screen.getByRole('region', { name: 'Nachrichten' });
    const items = within(section).getAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Sie', 'Klarfall']);
    expect(items[0]).toHaveTextContent('<b>Vermieter</b> schreibt.');
    expect(within(items[0]).queryByText('Vermieter', { selector: 'b' })).toBeNull();
    expect(within(items[1]).getByText('wir prüfen', { selector: 'strong' })).toBeInTheDocument();
    expect(items[1].querySelector('script')).toBeNull();
    expect(within(items[1]).getByText('Neu')).toBeInTheDocument();
    expect(within(items[0]).queryByText('Neu')).toBeNull();
    // The time in Germany: 09:15 UTC is 10:15 in March.
    expect(within(items[0]).getByText('02.03.2026, 10:15 Uhr')).toHaveAttribute('datetime', '2026-03-02T09:15:00.000Z');
  });

  it('marks the provider\'s messages read once it is opened', () => {
    show(shown);
    expect(markMessagesRead).toHaveBeenCalledWith({ caseId: id });
  });

  it('offers the attachment as a download with its name, kind and size', () => {
    show(shown);
    const link = screen.getByRole('link', { name: 'Antwort.pdf herunterladen' });
    expect(link).toHaveAttribute('href', `/api/v1/me/cases/${id}/documents/d1`);
    expect(screen.getByText('PDF, 48 kB')).toBeInTheDocument();
  });

  it('says so when there are no messages yet, and does not mark anything read', () => {
    show({ kind: 'shown', messages: [], unread: 0 });
    expect(screen.getByText(/Noch keine Nachrichten/)).toBeInTheDocument();
    expect(markMessagesRead).not.toHaveBeenCalled();
  });

  it('asks a signed-out visitor to sign in, in English on an English page', () => {
    show({ kind: 'signedOut' }, `/en/case?id=${id}`);
    expect(screen.getByRole('region', { name: 'Messages' })).toHaveTextContent(/once you are signed in/);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en/signin');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('tells another account whose case this is not, and when the messages cannot be loaded', () => {
    const { unmount } = show({ kind: 'notOwner' });
    expect(screen.getByText(/gehört nicht zu dem Konto/)).toBeInTheDocument();
    unmount();
    show({ kind: 'unavailable' });
    expect(screen.getByText(/können gerade nicht angezeigt werden/)).toBeInTheDocument();
  });
});

describe('writing a message', () => {
  it('refuses an empty message before sending, in words, and points the field at the error', async () => {
    show(shown);
    await userEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    const field = screen.getByRole('textbox', { name: 'Ihre Nachricht' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    // At the field, and read out with it as the focus moves there.
    expect(field).toHaveAccessibleDescription(/Bitte schreiben Sie eine Nachricht\.$/);
    await waitFor(() => expect(field).toHaveFocus());
    expect(sendMessageWithFiles).not.toHaveBeenCalled();
  });

  it('refuses a message over the limit before sending', async () => {
    show(shown);
    fireEvent.change(screen.getByRole('textbox', { name: 'Ihre Nachricht' }), { target: { value: 'x'.repeat(5001) } });
    await userEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(screen.getByRole('textbox', { name: 'Ihre Nachricht' })).toHaveAccessibleDescription(/Ihre Nachricht ist zu lang: Bitte höchstens 5\.000 Zeichen\./);
  });

  it('sends the text with the chosen files and shows the sent message at once', async () => {
    const message = {
      id: 'm3',
      author: 'customer',
      text: 'Anbei der Brief.',
      created_at: '2026-03-04T08:00:00.000Z',
      unread: false,
      documents: [{ id: 'd9', category: 'message', file_name: 'Brief.pdf', media_type: 'application/pdf', size_bytes: 8, created_at: '2026-03-04T08:00:00.000Z' }],
    };
    (sendMessageWithFiles as jest.Mock).mockResolvedValue({ response: { ok: true, status: 201, data: { message }, headers: new Headers() } });
    show(shown);
    await userEvent.type(screen.getByRole('textbox', { name: 'Ihre Nachricht' }), 'Anbei der Brief.');
    const file = pdfFile('Brief.pdf');
    await userEvent.upload(screen.getByLabelText('Dateien anhängen (optional)'), file);
    expect(await screen.findByRole('button', { name: 'Brief.pdf entfernen' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(sendMessageWithFiles).toHaveBeenCalledWith({ caseId: id }, 'Anbei der Brief.', [file], draft);
    await waitFor(() => expect(screen.getByText('Ihre Nachricht ist gesendet.')).toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Ihre Nachricht' })).toHaveValue('');
    const articles = await screen.findAllByRole('article', { name: 'Sie' });
    expect(articles).toHaveLength(2);
    expect(articles[1]).toHaveTextContent('Anbei der Brief.');
    expect(await within(articles[1]).findByRole('link', { name: 'Brief.pdf herunterladen' })).toHaveAttribute('href', `/api/v1/me/cases/${id}/documents/d9`);
  });

  it('refuses every unfit file in the browser, each named with its reason at the picker, and keeps it off the list', async () => {
    show(shown);
    const program = new File(['MZ\x90\x00 a program'], 'Rechnung.pdf', { type: 'application/pdf' });
    const huge = new File([new Uint8Array(20 * 1024 * 1024)], 'Scan.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Dateien anhängen (optional)'), [program, huge, pdfFile('Brief.pdf')]);
    const picker = screen.getByLabelText('Dateien anhängen (optional)');
    expect(await screen.findByText(/^Rechnung\.pdf ist nicht angehängt: Bitte laden Sie eine PDF-, JPEG- oder PNG-Datei hoch/)).toBeInTheDocument();
    expect(screen.getByText('Scan.pdf ist nicht angehängt: Die Datei ist zu groß. Erlaubt sind höchstens 10 MB pro Datei.')).toBeInTheDocument();
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(picker).toHaveAccessibleDescription(/höchstens 10 MB pro Datei.*Rechnung\.pdf ist nicht angehängt.*Scan\.pdf ist nicht angehängt/);
    const chosen = screen.getByRole('list', { name: 'Dateien für diese Nachricht' });
    expect(within(chosen).getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual(['Brief.pdf']);
  });

  it('takes a file the service refuses off the list, says the message waits, and sends the rest on the next click', async () => {
    const refused = pdfFile('Brief.pdf');
    const other = pdfFile('Quittung.pdf');
    (sendMessageWithFiles as jest.Mock).mockResolvedValueOnce({
      response: { ok: false, status: 422, errors: [{ path: 'file', code: 'document_unsupported_type', params: {} }] },
      refusedFile: refused,
      draft,
    });
    show(shown);
    await userEvent.type(screen.getByRole('textbox', { name: 'Ihre Nachricht' }), 'Anbei');
    await userEvent.upload(screen.getByLabelText('Dateien anhängen (optional)'), [refused, other]);
    await screen.findByRole('button', { name: 'Quittung.pdf entfernen' });
    await userEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findByText(/^Brief\.pdf ist nicht angehängt: Bitte laden Sie eine PDF-, JPEG- oder PNG-Datei hoch/)).toBeInTheDocument();
    expect(screen.getByText(/Ihre Nachricht ist noch nicht gesendet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Brief.pdf entfernen' })).toBeNull();
    await waitFor(() => expect(screen.getByLabelText('Dateien anhängen (optional)')).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Ihre Nachricht' })).toHaveValue('Anbei');

    (sendMessageWithFiles as jest.Mock).mockResolvedValueOnce({ response: { ok: false, status: 503, errors: [{ path: null, code: 'network', params: {} }] }, draft });
    await userEvent.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(sendMessageWithFiles).toHaveBeenLastCalledWith({ caseId: id }, 'Anbei', [other], draft);
    expect(await screen.findByText(/Der Dienst ist gerade nicht erreichbar/)).toBeInTheDocument();
    expect(screen.queryByText(/Ihre Nachricht ist noch nicht gesendet/)).toBeNull();
  });
});

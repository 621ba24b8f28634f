import { type ReactNode, useEffect, useState } from 'react';
import styled from 'styled-components';
import { brand } from '@/basics/brand';
import { formatDate, formatTime } from '@/basics/calendar';
import { membershipFileUrl } from '@/api-client/memberships';
import { accountCaseFileUrl } from '@/api-client/messages';
import { Link } from '@/components/Link';
import type { CaseMessage } from '@/contracts/messages';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page-setup/PageContext';
import { type ConversationDoor, markMessagesRead } from '@/session/case-conversation';
import { theme } from '@/styles/theme';
import { AccountFileLink } from './AccountFileLink';
import { fileKind, fileSize } from './file-words';
import type { ConversationMessage, ConversationState } from './conversation-view';
import { MessageComposer } from './MessageComposer';
import { SafeHtmlBlock } from './SafeHtmlBlock';

const Section = styled.section`
  margin-top: 2.5rem;
  scroll-margin-top: 1rem;

  h2 {
    margin: 0 0 0.5rem;
  }
`;

const Messages = styled.ol`
  display: grid;
  gap: 1rem;
  margin: 1rem 0 0;
  padding: 0;
  list-style: none;
`;

const Bubble = styled.article<{ $mine: boolean; $unread: boolean }>`
  max-width: 46rem;
  margin-left: ${({ $mine }) => ($mine ? 'auto' : '0')};
  padding: 1rem 1.25rem;
  border-radius: ${theme.radius};
  border-left: 4px solid ${({ $mine, $unread }) => ($unread ? theme.colors.accent : $mine ? theme.colors.primary : theme.colors.border)};
  background: ${({ $mine }) => ($mine ? theme.colors.primarySoft : theme.colors.surface)};
  overflow-wrap: anywhere;

  header {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.75rem;
    align-items: baseline;
    margin-bottom: 0.5rem;
  }
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  time {
    font-size: 0.9rem;
    color: ${theme.colors.muted};
  }
  > :last-child {
    margin-bottom: 0;
  }
`;

/** The customer's plain text with the line breaks they typed; React escapes it. */
const PlainText = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;

const NewMark = styled.span`
  padding: 0 0.5rem;
  border-radius: 999px;
  background: ${theme.colors.accent};
  color: ${theme.colors.text};
  font-size: 0.85rem;
  font-weight: 700;
`;

const Files = styled.ul`
  margin: 0.75rem 0 0;
  padding: 0;
  list-style: none;

  li {
    padding: 0.25rem 0;
  }
  span {
    display: block;
    font-size: 0.85rem;
    color: ${theme.colors.muted};
  }
`;

function MessageItem({ message, door }: { message: ConversationMessage; door: ConversationDoor }) {
  const { t } = useTranslation('messages');
  const { t: tOrder } = useTranslation('caseOrder');
  const language = useLanguage();
  const headingId = `message-${message.id}`;
  const author = message.author === 'customer' ? t('you') : t('provider', { brand: brand.name });
  return (
    <Bubble $mine={message.author === 'customer'} $unread={message.unread} aria-labelledby={headingId}>
      <header>
        <h3 id={headingId}>{author}</h3>
        <time dateTime={message.createdAt}>{t('sentAt', { date: formatDate(message.createdAt), time: formatTime(new Date(message.createdAt)) })}</time>
        {message.unread && <NewMark>{t('unread')}</NewMark>}
      </header>
      {message.author === 'customer' ? <PlainText>{message.text}</PlainText> : <SafeHtmlBlock html={message.html} />}
      {message.files.length > 0 && (
        <Files aria-label={t('attachments')}>
          {message.files.map((file) => (
            <li key={file.id}>
              <AccountFileLink door={door} file={{ document: file.id }} name={file.name} url={file.url} label={t('download', { name: file.name })}>
                {file.name}
              </AccountFileLink>
              <span>{tOrder('documents.details', { type: fileKind(file.mediaType), size: fileSize(file.sizeBytes, language) })}</span>
            </li>
          ))}
        </Files>
      )}
    </Bubble>
  );
}

/** Where the browser downloads a document of the conversation. */
const fileUrl = (door: ConversationDoor, document: string) => ('caseId' in door ? accountCaseFileUrl(door.caseId, { document }) : membershipFileUrl(door.membership, document));

/**
 * A conversation with the team, for its signed-in owner: a case's on the case page, a membership's on
 * the member's questions page. The messages oldest first (the provider's unread ones marked "new" in
 * words, not colour alone), and a form to write with files. Opening it marks the provider's messages
 * read; the marks stay on screen until the next visit. Anybody else is told how to get there.
 * `closed`: the conversation takes no new message (a withdrawn membership's); its note stands where the
 * invitation to write would, and no form follows.
 */
export function Conversation({ door, conversation, closed }: { door: ConversationDoor; conversation: ConversationState; closed?: { note: ReactNode; empty: ReactNode } }) {
  const { t } = useTranslation('messages');
  const unread = conversation.kind === 'shown' ? conversation.unread : 0;
  const isCase = 'caseId' in door;
  const about = 'caseId' in door ? door.caseId : door.membership;
  // The membership's words where they differ from a case's.
  const words = isCase ? ({ intro: 'intro', empty: 'empty' } as const) : ({ intro: 'membership.intro', empty: 'membership.empty' } as const);
  useEffect(() => {
    if (unread > 0) void markMessagesRead(isCase ? { caseId: about } : { membership: about });
  }, [about, isCase, unread]);
  // What the customer sent on this page, until the page's data is loaded again.
  const [sent, setSent] = useState<{ to: ConversationState; messages: ConversationMessage[] }>({ to: conversation, messages: [] });
  const sentHere = sent.to === conversation ? sent.messages : [];

  async function showSent(message: CaseMessage) {
    const files = await Promise.all(
      message.documents.map(async (document) => ({
        id: document.id,
        name: document.file_name,
        url: await fileUrl(door, document.id),
        mediaType: document.media_type,
        sizeBytes: document.size_bytes,
      })),
    );
    const shown: ConversationMessage = { id: message.id, author: 'customer', text: message.text, createdAt: message.created_at, unread: false, files };
    setSent((before) => ({ to: conversation, messages: [...(before.to === conversation ? before.messages : []), shown] }));
  }

  return (
    <Section id="messages" aria-labelledby="messages-title">
      <h2 id="messages-title">{t('title')}</h2>
      {conversation.kind === 'signedOut' && (
        <>
          <p>{t('signedOut.text')}</p>
          <p>
            <Link to="signIn">{t('signedOut.action')}</Link>
          </p>
        </>
      )}
      {conversation.kind === 'notOwner' && <p>{t('notOwner')}</p>}
      {conversation.kind === 'unavailable' && <p>{t('unavailable')}</p>}
      {conversation.kind === 'shown' && (
        <>
          {closed ? closed.note : <p>{t(words.intro)}</p>}
          {conversation.messages.length + sentHere.length === 0 ? (
            (closed?.empty ?? <p>{t(words.empty)}</p>)
          ) : (
            <Messages>
              {[...conversation.messages, ...sentHere].map((message) => (
                <li key={message.id}>
                  <MessageItem message={message} door={door} />
                </li>
              ))}
            </Messages>
          )}
          {!closed && <MessageComposer door={door} onSent={(message) => void showSent(message)} />}
        </>
      )}
    </Section>
  );
}

import styled from 'styled-components';
import { formatDateIn, formatTime } from '@/basics/calendar';
import type { CaseDocument } from '@/contracts/case-documents';
import type { WorkedCase } from '@/contracts/staff-cases';
import { answerInWords } from '@/domain/funnels/answer-in-words';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page-setup/PageContext';
import { media, theme } from '@/styles/theme';
import type { CaseFileLinks } from './load';

// Term above value on a small phone, side by side from there on.
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.4rem 1rem;

  ${media.phone} {
    grid-template-columns: minmax(6rem, 35%) minmax(0, 1fr);
  }
  margin: 0 0 1.5rem;

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Entries = styled.ol`
  list-style: none;
  padding: 0;

  > li {
    overflow-wrap: anywhere;
    padding: 0.75rem 0;
    border-bottom: 1px solid ${theme.colors.border};
  }
`;

const Files = styled.ul`
  padding-left: 1.25rem;

  a {
    display: inline-block;
    padding: 0.4rem 0;
    margin-right: 1rem;
  }
`;

const Meta = styled.p`
  margin: 0 0 0.25rem;
  font-size: 0.9rem;
  color: ${theme.colors.muted};
`;

const moment = (language: 'de' | 'en', at: string) => `${formatDateIn(language, at)} ${formatTime(new Date(at))}`;

/** A document with its two links: open in the browser (new tab) and download. */
export function FileLinks({ name, links }: { name: string; links?: CaseFileLinks[string] }) {
  const { t } = useTranslation('staffCases');
  if (!links) return <>{name}</>;
  return (
    <>
      {name}{' '}
      <a href={links.inline} target="_blank" rel="noopener noreferrer" aria-label={t('case.openFile', { name })}>
        {t('case.open')}
      </a>
      <a href={links.attachment} download aria-label={t('case.downloadFile', { name })}>
        {t('case.download')}
      </a>
    </>
  );
}

/** The funnel's answers and the mandate record of a case ordered online. */
export function OrderRecord({ order, files }: { order: WorkedCase['order']; files: CaseFileLinks }) {
  const { t } = useTranslation('staffCases');
  const language = useLanguage();
  if (!order) return <p>{t('case.noOrder')}</p>;
  const valueOf = (answer: NonNullable<WorkedCase['order']>['answers'][number]) => {
    if (answer.type === 'document') return t('case.documentAnswer', { count: answer.documents.length });
    // The words the summary, the confirmation PDF and the CLI use (src/domain/funnels/answer-in-words.ts).
    if (typeof answer.text === 'string') return answer.text;
    return answerInWords({ type: answer.type, value: answer.value, choiceLabel: answer.value_label, unit: answer.unit }, language) ?? t('case.notAnswered');
  };
  const { mandate } = order;
  return (
    <>
      <Facts>
        {order.answers.map((answer) => (
          <div key={answer.question} style={{ display: 'contents' }}>
            <dt>{answer.label}</dt>
            <dd>{valueOf(answer)}</dd>
          </div>
        ))}
      </Facts>
      <h3>{t('case.mandate')}</h3>
      <Facts>
        <dt>{t('case.customerName')}</dt>
        <dd>{mandate.customer_name}</dd>
        <dt>{t('case.mandateFields.typedName')}</dt>
        <dd>{mandate.typed_name}</dd>
        <dt>{t('case.mandateFields.signedAt')}</dt>
        <dd>{moment(language, mandate.signed_at)}</dd>
        <dt>{t('case.mandateFields.textVersion')}</dt>
        <dd>{mandate.text_version}</dd>
        <dt>{t('case.mandateFields.earlyStart')}</dt>
        <dd>{mandate.early_start ? t('case.mandateFields.yes') : t('case.mandateFields.no')}</dd>
        <dt>{t('case.mandateFields.ip')}</dt>
        <dd>{mandate.ip}</dd>
        <dt>{t('case.mandateFields.userAgent')}</dt>
        <dd>{mandate.user_agent}</dd>
      </Facts>
      <p>
        <FileLinks name={t('case.confirmation')} links={files.confirmation} />
      </p>
    </>
  );
}

export function DocumentList({ documents, files }: { documents: CaseDocument[]; files: CaseFileLinks }) {
  const { t } = useTranslation('staffCases');
  if (documents.length === 0) return <p>{t('case.noDocuments')}</p>;
  return (
    <Files>
      {documents.map((document) => (
        <li key={document.id}>
          <FileLinks name={document.file_name} links={files[document.id]} />
        </li>
      ))}
    </Files>
  );
}

/** The history, newest first; descriptions come sanitised from the service. */
export function HistoryList({ history }: { history: WorkedCase['case']['history'] }) {
  const language = useLanguage();
  return (
    <Entries>
      {history.map((entry, index) => (
        <li key={`${entry.date}-${index}`}>
          <Meta>{formatDateIn(language, entry.date)}</Meta>
          <h3>{entry.short}</h3>
          {/* Sanitised by the service (src/html/safe-html.ts) on its way out. */}
          <div dangerouslySetInnerHTML={{ __html: entry.description }} />
        </li>
      ))}
    </Entries>
  );
}

/** The conversation, oldest first: the customer's text as text, the provider's as sanitised HTML. */
export function MessageList({ messages, files }: { messages: WorkedCase['messages']; files: CaseFileLinks }) {
  const { t } = useTranslation('staffCases');
  const language = useLanguage();
  if (messages.length === 0) return <p>{t('case.noMessages')}</p>;
  return (
    <Entries>
      {messages.map((message) => (
        <li key={message.id}>
          <Meta>
            {message.author === 'customer' ? t('case.fromCustomer') : t('case.fromProvider')}, {moment(language, message.created_at)}
            {message.unread && ` (${t('case.unreadByCustomer')})`}
          </Meta>
          {message.author === 'customer' ? (
            <p style={{ whiteSpace: 'pre-wrap' }}>{message.text}</p>
          ) : (
            // Sanitised by the service on its way out.
            <div dangerouslySetInnerHTML={{ __html: message.text }} />
          )}
          {message.documents.length > 0 && (
            <>
              <Meta>{t('case.attachments')}</Meta>
              <DocumentList documents={message.documents} files={files} />
            </>
          )}
        </li>
      ))}
    </Entries>
  );
}

import styled from 'styled-components';
import type { CustomerCase } from '@/contracts/accounts';
import { CaseDeadline } from '@/components/cases/CaseDeadline';
import { useForeignLanguage, WrittenIn } from '@/components/cases/WrittenIn';
import { Link } from '@/components/Link';
import { closedStatuses } from '@/contracts/vocabulary/cases';
import { CaseConversationLink } from './CaseConversationLink';
import { cardSurface, factList } from '@/components/ui/surface';
import { formatDate } from '@/basics/calendar';
import { useTranslation } from '@/i18n/useTranslation';
import { theme } from '@/styles/theme';

export const Card = styled.article`
  padding: 1.25rem;
  ${cardSurface}

  h3 {
    margin-bottom: 0.25rem;
  }

  ${factList}
`;

export const Status = styled.span`
  display: inline-block;
  padding: 0.1rem 0.6rem;
  border-radius: 999px;
  background: ${theme.colors.primarySoft};
  color: ${theme.colors.primary};
  font-weight: 700;
`;

const History = styled.details`
  margin-top: 0.75rem;

  summary {
    cursor: pointer;
    font-weight: 600;
    color: ${theme.colors.primary};
  }

  ol {
    margin: 0.5rem 0 0;
    padding-left: 1.1rem;
  }

  li + li {
    margin-top: 0.6rem;
  }

  time {
    color: ${theme.colors.muted};
    font-size: 0.9rem;
  }
`;

/** A history entry; one written in the page's other language carries its `lang` and says so. */
function HistoryItem({ entry }: { entry: CustomerCase['history'][number] }) {
  const foreign = useForeignLanguage(entry.language);
  return (
    <li>
      <time dateTime={entry.date}>{formatDate(entry.date)}</time> – <strong lang={foreign}>{entry.short}</strong>
      {/* Sanitised on the server (src/html/safe-html.ts, in server-props.ts) before it reaches the page. */}
      <div lang={foreign} dangerouslySetInnerHTML={{ __html: entry.description }} />
      <WrittenIn language={foreign} />
    </li>
  );
}

/** One case on the dashboard: what it is, where it stands, and its history so far. */
export function CaseCard({ request }: { request: CustomerCase }) {
  const { t } = useTranslation('dashboard');
  const { t: tCases } = useTranslation('cases');
  const history = [...request.history].sort((a, b) => b.date.localeCompare(a.date));
  const statusLanguage = useForeignLanguage(request.status_description_language);
  return (
    <Card aria-labelledby={`case-${request.reference_number}`}>
      <h3 id={`case-${request.reference_number}`}>{request.product_title}</h3>
      <dl>
        <dt>{t('cases.reference')}</dt>
        <dd>{request.reference_number}</dd>
        <dt>{t('cases.status')}</dt>
        <dd>
          <Status>{tCases(`statuses.${request.status}.label` as 'statuses.received.label', { defaultValue: request.status })}</Status>
        </dd>
        <dt>{t('cases.createdAt')}</dt>
        <dd>
          <time dateTime={request.created_at}>{formatDate(request.created_at)}</time>
        </dd>
        <dt>{t('cases.updatedAt')}</dt>
        <dd>
          <time dateTime={request.updated_at}>{formatDate(request.updated_at)}</time>
        </dd>
      </dl>
      <CaseDeadline deadline={request.deadline} status={request.status} id={request.reference_number} heading="h4" />
      <CaseConversationLink request={request} />
      <p>
        <span lang={statusLanguage}>{request.status_description}</span>
        <WrittenIn language={statusLanguage} />
      </p>
      <History>
        <summary>{t('cases.history')}</summary>
        {history.length === 0 ? (
          <p>{t('cases.historyEmpty')}</p>
        ) : (
          <ol>
            {history.map((entry, index) => (
              <HistoryItem key={`${entry.date}-${index}`} entry={entry} />
            ))}
          </ol>
        )}
      </History>
      {request.id && (
        <p>
          <Link
            to="caseStatus"
            query={{ id: request.id }}
            aria-label={t('cases.openLabel', { product: request.product_title, reference: request.reference_number })}
          >
            {t('cases.open')}
          </Link>
        </p>
      )}
      <p>
        {t('cases.replyTo')}{' '}
        <a href={`mailto:${request.reply_email}`}>{request.reply_email}</a>
      </p>
      {/* The withdrawal function (§ 356a BGB), with this case's reference filled in; its page says what follows. */}
      {request.reference_number && !closedStatuses.has(request.status) && (
        <p>
          <Link to="contractWithdrawal" query={{ reference: request.reference_number }} aria-label={t('cases.withdrawLabel', { product: request.product_title, reference: request.reference_number })}>
            {t('cases.withdraw')}
          </Link>
        </p>
      )}
    </Card>
  );
}

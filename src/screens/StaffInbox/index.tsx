import styled from 'styled-components';
import { DeadlineText } from '@/components/staff/DeadlineText';
import { Forbidden } from '@/components/staff/Forbidden';
import { StaffTable } from '@/components/staff/StaffTable';
import { WarningIcon } from '@/components/icons';
import { Link, useRouteHref } from '@/components/Link';
import { PageHead } from '@/components/PageHead';
import { control } from '@/components/forms/fields';
import { PrimaryButton } from '@/components/ui/buttons';
import { Container, Lead } from '@/components/ui/Container';
import { formatDateIn } from '@/basics/calendar';
import type { Inbox, InboxQuery } from '@/contracts/staff-cases';
import { caseStatuses, productNames } from '@/contracts/vocabulary/cases';
import type { Namespace } from '@/i18n/namespaces';
import { useCaseWords } from '@/components/cases/case-words';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page-setup/PageContext';
import type { StaffPageData } from '@/page-setup/staff-page';
import { theme } from '@/styles/theme';

export const staffInboxNamespaces: Namespace[] = ['staff', 'staffCases', 'cases', 'errors'];

export type StaffInboxData = StaffPageData & { inbox?: Inbox; filters?: InboxQuery };

const Filters = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: 0.75rem 1rem;
  align-items: end;
  margin: 1rem 0;
  padding: 1rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};

  label {
    display: block;
    font-weight: 600;
    margin-bottom: 0.3rem;
  }

  input,
  select {
    ${control}
  }

  p {
    margin: 0;
  }
`;

const Quick = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1.25rem;
    padding: 0;
    list-style: none;
  }

  a {
    display: inline-block;
    padding: 0.5rem 0;
  }

  a[aria-current='true'] {
    font-weight: 700;
  }
`;

const Pages = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.5rem 1rem;

  a {
    display: inline-block;
    padding: 0.5rem 0;
  }
`;

const New = styled.span`
  font-weight: 700;
`;

/** How many deadlines need the team: a warning in words and an icon, not colour alone. */
const Alarm = styled.p`
  display: flex;
  gap: 0.5rem;
  align-items: flex-start;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${theme.colors.error};
  border-radius: ${theme.radius};
  background: ${theme.colors.errorSoft};
  font-weight: 600;

  svg {
    flex: none;
    margin-top: 0.15rem;
    color: ${theme.colors.error};
  }
`;

/** The members' questions waiting for the team, beside the cases. */
const MemberQuestions = styled.section`
  margin: 1rem 0;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${theme.colors.accent};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};

  h2 {
    margin: 0 0 0.25rem;
    font-size: 1.1rem;
  }
  p {
    margin: 0.25rem 0;
  }
  ul {
    margin: 0.5rem 0 0;
    padding-left: 1.25rem;
  }
  li {
    padding: 0.25rem 0;
  }
`;

/**
 * The memberships whose member waits for the team's answer, the longest waiting first, each linking to
 * its entry on the memberships page (where the question is read and answered); nothing when none waits.
 */
function WaitingMemberQuestions({ questions }: { questions: Inbox['member_questions'] }) {
  const { t } = useTranslation('staffCases');
  const language = useLanguage();
  if (questions.total === 0) return null;
  const more = questions.total - questions.waiting.length;
  return (
    <MemberQuestions aria-labelledby="member-questions-title">
      <h2 id="member-questions-title">{t('inbox.memberQuestions.title', { count: questions.total })}</h2>
      <p>{t('inbox.memberQuestions.lead')}</p>
      <ul>
        {questions.waiting.map((item) => (
          <li key={item.mandate_reference}>
            <Link to="staffMemberships" query={{ q: item.mandate_reference }}>
              {item.mandate_reference}
            </Link>
            : {t('inbox.memberQuestions.item', { name: item.customer_name, date: formatDateIn(language, item.waiting_since) })}
            {item.status === 'withdrawn' && <> ({t('inbox.memberQuestions.withdrawn')})</>}
          </li>
        ))}
      </ul>
      {more > 0 && (
        <p>
          {t('inbox.memberQuestions.more', { count: more })}{' '}
          <Link to="staffMemberships" query={{}}>
            {t('inbox.memberQuestions.all')}
          </Link>
        </p>
      )}
    </MemberQuestions>
  );
}

/** A checkbox with its label on one line (the form's labels are blocks above their controls). */
const Check = styled.span`
  display: flex;
  gap: 0.5rem;
  align-items: center;
  min-height: 2.75rem;

  && input {
    /* 24 px: the smallest target WCAG 2.2 (2.5.8) allows. */
    width: 1.5rem;
    height: 1.5rem;
    min-height: 0;
    margin: 0;
    padding: 0;
  }

  && label {
    display: inline;
    margin: 0;
  }
`;

/** The query of a link to the inbox: the current filters with some changed (empty values left out). */
const withFilters = (filters: InboxQuery, changes: Partial<Record<keyof InboxQuery, string | undefined>>): Record<string, string> =>
  Object.fromEntries(Object.entries({ ...filters, ...changes }).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));

/**
 * Every member: the cases, new ones first, then by deadline; filters as a GET form that works without
 * script. Above them the members' questions about their memberships that wait for an answer.
 */
export function StaffInboxScreen({ forbidden, inbox, filters = {} }: StaffInboxData) {
  const { t } = useTranslation('staffCases');
  const { t: tc } = useTranslation('cases');
  const words = useCaseWords();
  const language = useLanguage();
  const routeHref = useRouteHref();
  const filtered = Object.keys(filters).some((name) => name !== 'page');
  const quick: { label: string; query: Record<string, string> }[] = [
    { label: t('inbox.quick.all'), query: {} },
    { label: t('inbox.quick.mine'), query: { assignee: 'me' } },
    { label: t('inbox.quick.nobody'), query: { assignee: 'nobody' } },
    { label: t('inbox.quick.unanswered'), query: { unanswered: '1' } },
    { label: t('inbox.quick.deadlineAlert'), query: { deadline_alert: '1' } },
  ];
  // A quick filter is the current view when the filters are exactly its own (the page aside).
  const { page: _page, ...current } = filters;
  const isCurrent = (query: Record<string, string>) => JSON.stringify(Object.entries(current).sort()) === JSON.stringify(Object.entries(query).sort());
  const columns = {
    reference: t('inbox.columns.reference'),
    customer: t('inbox.columns.customer'),
    product: t('inbox.columns.product'),
    status: t('inbox.columns.status'),
    deadline: t('inbox.columns.deadline'),
    assignee: t('inbox.columns.assignee'),
    received: t('inbox.columns.received'),
  };
  return (
    <Container>
      <PageHead title={t('inbox.title')} description={t('inbox.description')} />
      {forbidden || !inbox ? (
        <Forbidden />
      ) : (
        <>
          <h1>{t('inbox.title')}</h1>
          <Lead>{t('inbox.lead')}</Lead>
          {inbox.deadline_alerts > 0 && (
            <Alarm>
              <WarningIcon />
              <span>
                {t('inbox.deadlineAlerts', { count: inbox.deadline_alerts })}{' '}
                {filters.deadline_alert !== '1' && (
                  <Link to="staffInbox" query={{ deadline_alert: '1' }}>
                    {t('inbox.deadlineAlertsShow')}
                  </Link>
                )}
              </span>
            </Alarm>
          )}
          <WaitingMemberQuestions questions={inbox.member_questions} />
          <Quick aria-label={t('inbox.quick.label')}>
            <ul>
              {quick.map((item) => (
                <li key={item.label}>
                  <Link to="staffInbox" query={item.query} aria-current={isCurrent(item.query) ? 'true' : undefined}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </Quick>
          <Filters method="get" action={routeHref('staffInbox', { query: {} })} aria-label={t('inbox.filters.legend')} role="search">
            <p>
              <label htmlFor="inbox-q">{t('inbox.filters.search')}</label>
              <input id="inbox-q" name="q" type="search" defaultValue={filters.q ?? ''} maxLength={200} aria-describedby="inbox-q-hint" />
              <small id="inbox-q-hint">{t('inbox.filters.searchHint')}</small>
            </p>
            <p>
              <label htmlFor="inbox-product">{t('inbox.filters.product')}</label>
              <select id="inbox-product" name="product_name" defaultValue={filters.product_name ?? ''}>
                <option value="">{t('inbox.filters.any')}</option>
                {productNames.map((product) => (
                  <option key={product} value={product}>
                    {tc(`products.${product}.title`)}
                  </option>
                ))}
              </select>
            </p>
            <p>
              <label htmlFor="inbox-status">{t('inbox.filters.status')}</label>
              <select id="inbox-status" name="status" defaultValue={filters.status ?? ''}>
                <option value="">{t('inbox.filters.any')}</option>
                {caseStatuses.map((status) => (
                  <option key={status} value={status}>
                    {tc(`statuses.${status}.label`)}
                  </option>
                ))}
              </select>
            </p>
            <p>
              <label htmlFor="inbox-assignee">{t('inbox.filters.assignee')}</label>
              <select id="inbox-assignee" name="assignee" defaultValue={filters.assignee === 'me' || filters.assignee === 'nobody' ? filters.assignee : ''}>
                <option value="">{t('inbox.filters.any')}</option>
                <option value="me">{t('inbox.filters.me')}</option>
                <option value="nobody">{t('inbox.filters.nobody')}</option>
              </select>
            </p>
            <p>
              <Check>
                <input id="inbox-unanswered" name="unanswered" type="checkbox" value="1" defaultChecked={filters.unanswered === '1'} />
                <label htmlFor="inbox-unanswered">{t('inbox.filters.unanswered')}</label>
              </Check>
            </p>
            <p>
              <Check>
                <input id="inbox-deadline-alert" name="deadline_alert" type="checkbox" value="1" defaultChecked={filters.deadline_alert === '1'} />
                <label htmlFor="inbox-deadline-alert">{t('inbox.filters.deadlineAlert')}</label>
              </Check>
            </p>
            <p>
              <PrimaryButton type="submit">{t('inbox.filters.apply')}</PrimaryButton>
            </p>
            {filtered && (
              <p>
                <Link to="staffInbox" query={{}}>
                  {t('inbox.filters.reset')}
                </Link>
              </p>
            )}
          </Filters>
          {inbox.cases.length === 0 ? (
            <p role="status">{filtered ? t('inbox.emptyFiltered') : t('inbox.empty')}</p>
          ) : (
            <StaffTable caption={t('inbox.tableCaption', { page: inbox.page, pages: inbox.pages, total: inbox.total })} columns={Object.values(columns)} cards>
                {inbox.cases.map((item) => (
                  <tr key={item.reference_number}>
                    <td data-label={columns.reference}>
                      <Link to="staffCase" params={{ reference: item.reference_number }} query={{}}>
                        {item.reference_number}
                      </Link>
                    </td>
                    <td data-label={columns.customer}>
                      {item.customer_name && (
                        <>
                          {item.customer_name}
                          <br />
                        </>
                      )}
                      {item.email}
                    </td>
                    <td data-label={columns.product}>{words.product(item.product_name, item.product_title)}</td>
                    <td data-label={columns.status}>
                      {item.status === 'received' ? <New>{words.status(item.status, item.status_label)}</New> : words.status(item.status, item.status_label)}
                      {item.awaiting_answer && (
                        <>
                          <br />
                          <New>{t('inbox.awaitingAnswer')}</New>
                        </>
                      )}
                    </td>
                    <td data-label={columns.deadline}>
                      {item.deadline ? <DeadlineText deadline={item.deadline} /> : t('inbox.noDeadline')}
                      {item.deadline_alert && (
                        <>
                          <br />
                          <New>{t('inbox.deadlineAlert')}</New>
                        </>
                      )}
                    </td>
                    <td data-label={columns.assignee}>{item.assignee?.name ?? t('inbox.nobody')}</td>
                    <td data-label={columns.received}>{formatDateIn(language, item.created_at)}</td>
                  </tr>
                ))}
            </StaffTable>
          )}
          {inbox.pages > 1 && (
            <Pages aria-label={t('inbox.pages')}>
              <span>{inbox.page > 1 && <Link to="staffInbox" query={withFilters(filters, { page: String(inbox.page - 1) })}>{t('inbox.previous')}</Link>}</span>
              <span>{t('inbox.pageOf', { page: inbox.page, pages: inbox.pages })}</span>
              <span>{inbox.page < inbox.pages && <Link to="staffInbox" query={withFilters(filters, { page: String(inbox.page + 1) })}>{t('inbox.next')}</Link>}</span>
            </Pages>
          )}
        </>
      )}
    </Container>
  );
}

import { useRouter } from 'next/router';
import { useState } from 'react';
import styled from 'styled-components';
import { DeadlineText } from '@/components/staff/DeadlineText';
import { Forbidden } from '@/components/staff/Forbidden';
import { Notice } from '@/components/forms/FormCard';
import { Link } from '@/components/Link';
import { PageHead } from '@/components/PageHead';
import { Container } from '@/components/ui/Container';
import { formatDateIn } from '@/basics/calendar';
import type { Namespace } from '@/i18n/namespaces';
import { useCaseWords } from '@/components/cases/case-words';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page-setup/PageContext';
import type { StaffPageData } from '@/page-setup/staff-page';
import { media } from '@/styles/theme';
import { AssignForm, EntryForm, MessageForm, StatusForm } from './CaseActions';
import { DocumentList, Facts, HistoryList, MessageList, OrderRecord } from './CaseRecord';
import type { StaffCaseLoaded } from './load';

export const staffCaseNamespaces: Namespace[] = ['staff', 'staffCases', 'cases', 'errors'];

export type StaffCaseData = StaffPageData & StaffCaseLoaded;

// Wide screens: the case on the left, the forms beside it; phones: one column, the case first.
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0 2rem;

  ${media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

/** Every member: one case with its order, documents, history and conversation, and the forms to work it. */
export function StaffCaseScreen({ staff, forbidden, worked, files = {}, notFound }: StaffCaseData) {
  const { t } = useTranslation('staffCases');
  const words = useCaseWords();
  const language = useLanguage();
  const router = useRouter();
  const [notice, setNotice] = useState<string | null>(null);
  // The case comes from the page's loader: reloading it shows each change as the service stored it.
  const done = async (text: string) => {
    await router.replace(router.asPath, undefined, { scroll: false });
    setNotice(text);
  };
  if (forbidden) {
    return (
      <Container>
        <PageHead title={t('inbox.title')} description={t('case.description')} />
        <Forbidden />
      </Container>
    );
  }
  if (notFound || !worked) {
    return (
      <Container>
        <PageHead title={t('inbox.title')} description={t('case.description')} />
        <h1>{t('inbox.title')}</h1>
        <p role="alert">{t('case.notFound')}</p>
        <p>
          <Link to="staffInbox" query={{}}>
            {t('case.back')}
          </Link>
        </p>
      </Container>
    );
  }
  const shown = worked.case;
  const title = t('case.title', { reference: shown.reference_number });
  return (
    <Container>
      <PageHead title={title} description={t('case.description')} />
      <p>
        <Link to="staffInbox" query={{}}>
          {t('case.back')}
        </Link>
      </p>
      <h1>{title}</h1>
      <div role="status">{notice && <Notice $tone="success">{notice}</Notice>}</div>
      <Columns>
        <div>
          <section aria-labelledby="summary-title">
            <h2 id="summary-title">{t('case.summary')}</h2>
            <Facts>
              <dt>{t('case.product')}</dt>
              <dd>{words.product(shown.product_name, shown.product_title)}</dd>
              <dt>{t('case.status')}</dt>
              <dd>
                {words.status(shown.status, shown.status_label)}
                {shown.custom_status_description && ` – ${shown.custom_status_description}`}
              </dd>
              {shown.deadline && (
                <>
                  <dt>{t('case.deadline')}</dt>
                  <dd>
                    <strong>
                      <DeadlineText deadline={shown.deadline} />
                    </strong>
                  </dd>
                </>
              )}
              {worked.order && (
                <>
                  <dt>{t('case.customerName')}</dt>
                  <dd>{worked.order.mandate.customer_name}</dd>
                </>
              )}
              <dt>{t('case.email')}</dt>
              <dd>{shown.email}</dd>
              <dt>{t('case.language')}</dt>
              <dd>{t(`case.languages.${shown.language}`)}</dd>
              <dt>{t('case.assignee')}</dt>
              <dd>{worked.assignee?.name ?? t('inbox.nobody')}</dd>
              <dt>{t('case.received')}</dt>
              <dd>{formatDateIn(language, shown.created_at)}</dd>
              <dt>{t('case.updated')}</dt>
              <dd>{formatDateIn(language, shown.updated_at)}</dd>
              <dt>{t('case.statusPage')}</dt>
              <dd>
                <a href={shown.status_page_url} target="_blank" rel="noopener noreferrer">
                  {shown.status_page_url}
                </a>
              </dd>
            </Facts>
          </section>
          <section aria-labelledby="answers-title">
            <h2 id="answers-title">{t('case.answers')}</h2>
            <OrderRecord order={worked.order} files={files} />
          </section>
          <section aria-labelledby="documents-title">
            <h2 id="documents-title">{t('case.documents')}</h2>
            <DocumentList documents={worked.documents} files={files} />
          </section>
          <section aria-labelledby="history-title">
            <h2 id="history-title">{t('case.history')}</h2>
            <HistoryList history={shown.history} />
          </section>
          <section aria-labelledby="conversation-title">
            <h2 id="conversation-title">{t('case.conversation')}</h2>
            <MessageList messages={worked.messages} files={files} />
          </section>
        </div>
        <div>
          <h2>{t('actions.title')}</h2>
          <AssignForm worked={worked} staff={staff} onDone={done} />
          <StatusForm key={`${shown.status}-${shown.custom_status_description ?? ''}`} worked={worked} onDone={done} />
          <EntryForm worked={worked} onDone={done} />
          <MessageForm worked={worked} onDone={done} />
        </div>
      </Columns>
    </Container>
  );
}

import styled from 'styled-components';
import { formatDateIn } from '@/basics/calendar';
import { Link } from '@/components/Link';
import type { CustomerCase } from '@/contracts/accounts';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page-setup/PageContext';
import { theme } from '@/styles/theme';

const Box = styled.section`
  margin-bottom: 2rem;
  padding: 1.25rem;
  border-left: 6px solid ${theme.colors.accent};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};

  h2 {
    margin: 0 0 0.75rem;
  }
  ul {
    display: grid;
    gap: 1rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  p {
    margin: 0.25rem 0 0;
  }
`;

/** What the customer has to do in a case: documents we asked for, our question waiting for an answer. */
export type ToDo = { kind: 'documents'; request: CustomerCase & { id: string } } | { kind: 'reply'; request: CustomerCase & { id: string }; since: string };

export function toDosOf(requests: readonly CustomerCase[]): ToDo[] {
  return requests.flatMap((request): ToDo[] => {
    if (!request.id) return [];
    const withId = request as CustomerCase & { id: string };
    return [
      ...(request.status === 'documents_requested' ? [{ kind: 'documents' as const, request: withId }] : []),
      ...(request.awaiting_reply_since ? [{ kind: 'reply' as const, request: withId, since: request.awaiting_reply_since }] : []),
    ];
  });
}

/**
 * The customer's open to-dos across all cases, at the top of the dashboard: documents we asked for
 * (in our own words from the status), and our messages that wait for an answer. Each leads to the
 * case's conversation, where documents go along with a message. Nothing shows while there is nothing to do.
 */
export function ToDos({ requests }: { requests: readonly CustomerCase[] }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const toDos = toDosOf(requests);
  if (toDos.length === 0) return null;
  return (
    <Box aria-labelledby="todos-title">
      <h2 id="todos-title">{t('toDos.title', { count: toDos.length })}</h2>
      <ul>
        {toDos.map((toDo) => {
          const values = { product: toDo.request.product_title, reference: toDo.request.reference_number };
          return (
            <li key={`${toDo.kind}-${toDo.request.id}`}>
              <strong>{toDo.kind === 'documents' ? t('toDos.documents', values) : t('toDos.reply', { ...values, date: formatDateIn(language, toDo.since) })}</strong>
              {toDo.kind === 'documents' && toDo.request.status_description && <p>{toDo.request.status_description}</p>}
              <p>
                <Link to="caseStatus" query={{ id: toDo.request.id }} hash="messages">
                  {toDo.kind === 'documents' ? t('toDos.sendDocuments') : t('toDos.answer')}
                </Link>
              </p>
            </li>
          );
        })}
      </ul>
    </Box>
  );
}

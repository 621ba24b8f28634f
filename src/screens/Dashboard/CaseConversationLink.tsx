import styled from 'styled-components';
import type { CustomerCase } from '@/contracts/accounts';
import { Link } from '@/components/Link';
import { useTranslation } from '@/i18n/useTranslation';
import { theme } from '@/styles/theme';

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.75rem;
  align-items: baseline;
`;

/** In words, not colour alone, so that it also reads out and prints. */
const Unread = styled.strong`
  padding: 0 0.5rem;
  border-radius: 999px;
  background: ${theme.colors.accent};
  color: ${theme.colors.text};
`;

/**
 * A case's way to its conversation and documents on the case page, with how many of the provider's
 * messages are new. Another service that answers no count shows the link without it.
 */
export function CaseConversationLink({ request }: { request: CustomerCase }) {
  const { t } = useTranslation('messages');
  if (!request.id) return null;
  const unread = request.unread_messages ?? 0;
  const label = t('dashboard.linkLabel', { product: request.product_title, reference: request.reference_number });
  return (
    <Line>
      <Link to="caseStatus" query={{ id: request.id }} hash="messages" aria-label={unread > 0 ? `${label}: ${t('dashboard.unread', { count: unread })}` : label}>
        {t('dashboard.link')}
      </Link>
      {unread > 0 && <Unread aria-hidden="true">{t('dashboard.unread', { count: unread })}</Unread>}
    </Line>
  );
}

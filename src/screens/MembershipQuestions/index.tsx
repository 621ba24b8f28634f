import { brand, phoneHref } from '@/basics/brand';
import { Conversation } from '@/components/conversation/Conversation';
import type { ConversationState } from '@/components/conversation/conversation-view';
import { Link } from '@/components/Link';
import { PageHead } from '@/components/PageHead';
import { Container, Lead } from '@/components/ui/Container';
import type { Namespace } from '@/i18n/namespaces';
import { Trans, useTranslation } from '@/i18n/useTranslation';

export const membershipQuestionsNamespaces: Namespace[] = ['messages', 'dashboard', 'caseOrder', 'errors'];

/** What load.ts finds for the page. */
export interface MembershipQuestionsData {
  /** The mandate reference, upper case. */
  reference: string;
  /** The plan's name (`tenant-protection` …) when the account's memberships name it. */
  plan: string | null;
  conversation: ConversationState;
  /** False once the membership is withdrawn: the conversation stays readable, without the form. */
  acceptsQuestions: boolean;
}

const knownPlans = ['tenant-protection', 'employment-protection'] as const;

/**
 * A member's questions about a membership and the team's answers: a conversation like a case's, with
 * documents sent along, reached from the membership's card on the dashboard. The hotline stays beside
 * it for what is urgent. A withdrawn membership keeps its earlier answers readable but takes no new
 * questions: the page says so where the form would be, names the info mailbox instead (the hotline is
 * the members'), and without earlier messages leads back to the account.
 */
export function MembershipQuestionsScreen({ reference, plan, conversation, acceptsQuestions }: MembershipQuestionsData) {
  const { t } = useTranslation('messages');
  const { t: td } = useTranslation('dashboard');
  const planName = plan && (knownPlans as readonly string[]).includes(plan) ? td(`memberships.plans.${plan as (typeof knownPlans)[number]}`) : plan;
  const closed = acceptsQuestions
    ? undefined
    : {
        note: (
          <>
            <p>{t('membership.withdrawn.note')}</p>
            <p>
              <Trans t={t} i18nKey="membership.withdrawn.contact" values={{ email: brand.supportEmail, reference }} components={{ mail: <a href={`mailto:${brand.supportEmail}`} /> }} />
            </p>
          </>
        ),
        empty: (
          <>
            <p>{t('membership.withdrawn.empty')}</p>
            <p>
              <Link to="dashboard">{t('membership.back')}</Link>
            </p>
          </>
        ),
      };
  return (
    <Container $narrow>
      <PageHead title={t('membership.title')} description={t('membership.description')} />
      <h1>{t('membership.title')}</h1>
      {planName && <Lead>{t('membership.lead', { plan: planName, reference })}</Lead>}
      <p>
        <Link to="dashboard">{t('membership.back')}</Link>
      </p>
      {acceptsQuestions && (
        <p>
          {t('membership.hotline', { days: t('membership.hotlineDays'), from: brand.supportHours.from, to: brand.supportHours.to })}{' '}
          <a href={phoneHref(brand.phone)}>{brand.phone}</a>
        </p>
      )}
      {conversation.kind === 'signedOut' && (
        <>
          <p>{t('membership.signedOut')}</p>
          <p>
            <Link to="signIn">{t('signedOut.action')}</Link>
          </p>
        </>
      )}
      {conversation.kind === 'notOwner' && <p role="alert">{t('membership.notFound')}</p>}
      {conversation.kind === 'unavailable' && <p role="alert">{t('unavailable')}</p>}
      {conversation.kind === 'shown' && <Conversation door={{ membership: reference }} conversation={conversation} closed={closed} />}
    </Container>
  );
}

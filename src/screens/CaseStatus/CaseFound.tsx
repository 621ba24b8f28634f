import { useForeignLanguage, WrittenIn } from '@/components/cases/WrittenIn';
import styled, { css } from 'styled-components';
import { CaseDeadline } from '@/components/cases/CaseDeadline';
import { Link } from '@/components/Link';
import { PageHead } from '@/components/PageHead';
import { Container } from '@/components/ui/Container';
import { brand } from '@/basics/brand';
import { closedStatuses } from '@/contracts/vocabulary/cases';
import { Trans, useTranslation } from '@/i18n/useTranslation';
import { media, theme } from '@/styles/theme';
import type { CaseScout, CaseView } from './case-view';
import { CaseDocuments } from './CaseDocuments';
import { Conversation } from '@/components/conversation/Conversation';
import { HistoryTimeline } from './HistoryTimeline';
import { SafeHtmlBlock } from '@/components/conversation/SafeHtmlBlock';

const Eyebrow = styled.p`
  margin: 0;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.05em;
  font-size: 0.85rem;
  color: ${theme.colors.primary};
`;

const Heading = styled.h1`
  margin: 0.25rem 0 1rem;
  overflow-wrap: anywhere;
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 2rem;
  margin: 0 0 0.75rem;

  div {
    min-width: 0;
  }
  dt {
    font-size: 0.85rem;
    color: ${theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Badge = styled.span<{ $closed: boolean }>`
  display: inline-block;
  padding: 0.15rem 0.6rem;
  border-radius: 999px;
  background: ${({ theme, $closed }) => ($closed ? theme.colors.successSoft : theme.colors.primarySoft)};
  color: ${({ theme, $closed }) => ($closed ? theme.colors.success : theme.colors.primary)};
`;

const StatusText = styled.p`
  max-width: 60ch;
  margin: 0 0 2rem;
  font-size: 1.1rem;
  color: ${theme.colors.muted};
`;

/** Three columns need this much room before "Sonderkündigungsschutz" fits a side column's line. */
const threeColumns = '@media (min-width: 1200px)';

/**
 * Small screens: one column, the history first and then the scouts in ascending mobile_position (the
 * columns dissolve with display: contents and `order` sorts their children). Wide screens: left and
 * right scouts beside the history, `other` scouts below it. In between, the history and one side
 * column that holds the left scouts above the right ones.
 */
const Columns = styled.div<{ $left: boolean; $right: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;

  ${media.desktop} {
    display: grid;
    align-items: start;
    gap: 2rem;
    ${({ $left, $right }) =>
      $left && $right
        ? css`
            grid-template-columns: minmax(0, 2fr) minmax(0, 1.2fr);
            grid-template-rows: auto 1fr;
            grid-template-areas: 'main left' 'main right';
          `
        : css`
            grid-template-columns: ${[$left && 'minmax(0, 1.2fr)', 'minmax(0, 2fr)', $right && 'minmax(0, 1.2fr)'].filter(Boolean).join(' ')};
            grid-template-areas: '${[$left && 'left', 'main', $right && 'right'].filter(Boolean).join(' ')}';
          `}
  }

  ${threeColumns} {
    ${({ $left, $right }) =>
      $left &&
      $right &&
      css`
        grid-template-columns: minmax(0, 1.2fr) minmax(0, 2fr) minmax(0, 1.2fr);
        grid-template-rows: auto;
        grid-template-areas: 'left main right';
      `}
  }
`;

const Column = styled.div<{ $area: 'left' | 'main' | 'right' }>`
  display: contents;

  ${media.desktop} {
    display: flex;
    flex-direction: column;
    gap: 1.5rem;
    grid-area: ${({ $area }) => $area};
  }
`;

const Ordered = styled.section<{ $order: number }>`
  order: ${({ $order }) => $order};
  min-width: 0;

  > h2 {
    margin-top: 0;
  }
`;

const ScoutCard = styled(SafeHtmlBlock)<{ $order: number }>`
  order: ${({ $order }) => $order};
  min-width: 0;
  padding: 1.25rem;
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};

  /* Side columns on wide screens are narrow: room for "Sonderkündigungsschutz" in one line. */
  ${media.desktop} {
    padding: 1rem;
  }

  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.15rem;
  }
  h3,
  h4 {
    font-size: 1rem;
  }
  ol,
  ul {
    padding-left: 1.25rem;
  }
  li + li {
    margin-top: 0.5rem;
  }
  > :last-child {
    margin-bottom: 0;
  }
`;

const Contact = styled.aside`
  margin-top: 2.5rem;
  padding: 1.25rem;
  border-left: 4px solid ${theme.colors.accent};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};

  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.15rem;
  }
  p {
    margin: 0.5rem 0 0;
  }
`;

function Scouts({ scouts }: { scouts: CaseScout[] }) {
  return scouts.map((scout) => (
    <ScoutCard key={scout.key} html={scout.content} $order={scout.mobilePosition} data-scout={scout.key} />
  ));
}

/**
 * The text of a key built from the engine's data (a product or status name), or null when this
 * portal has no text for it: another engine may know products this portal does not.
 */
function engineText(i18n: ReturnType<typeof useTranslation>['i18n'], key: string): string | null {
  return i18n.exists(key) ? (i18n.t as (key: string) => string)(key) : null;
}

/**
 * How to reach us about the case: first the case's own conversation on this page (with documents, the
 * answer lands here too), the mailbox only as the fallback. Signed out, or in another account, the
 * conversation needs signing in first.
 */
function contactKey(view: CaseView) {
  const signIn = view.conversation.kind === 'signedOut' || view.conversation.kind === 'notOwner';
  if (signIn) return view.referenceNumber ? 'contact.textSignedOut' : 'contact.textSignedOutWithoutReference';
  return view.referenceNumber ? 'contact.text' : 'contact.textWithoutReference';
}

export function CaseFound({ view }: { view: CaseView }) {
  const { t, i18n } = useTranslation(['caseStatus', 'cases']);
  const product = engineText(i18n, `cases:products.${view.productName}.title`) ?? t('unknownProduct');
  const statusLabel = view.status ? engineText(i18n, `cases:statuses.${view.status}.label`) : null;
  const left = view.scouts.filter((scout) => scout.position === 'left');
  const right = view.scouts.filter((scout) => scout.position === 'right');
  const other = view.scouts.filter((scout) => scout.position === 'other');
  const replyEmail = view.replyEmail ?? brand.supportEmail;
  const writable = view.conversation.kind === 'shown';
  const statusLanguage = useForeignLanguage(view.statusDescriptionLanguage);
  const mailto = `mailto:${replyEmail}${view.referenceNumber ? `?subject=${encodeURIComponent(t('contact.subject', { reference: view.referenceNumber }))}` : ''}`;

  return (
    <Container>
      <PageHead title={`${t('title')}: ${product}`} description={t('description')} />
      <header>
        <Eyebrow>{t('eyebrow')}</Eyebrow>
        <Heading>{product}</Heading>
        {(view.referenceNumber || statusLabel) && (
          <Facts>
            {view.referenceNumber && (
              <div>
                <dt>{t('facts.reference')}</dt>
                <dd>{view.referenceNumber}</dd>
              </div>
            )}
            {statusLabel && (
              <div>
                <dt>{t('facts.status')}</dt>
                <dd>
                  <Badge $closed={closedStatuses.has(view.status ?? '')}>{statusLabel}</Badge>
                </dd>
              </div>
            )}
          </Facts>
        )}
        {view.statusDescription && (
          <StatusText>
            <span lang={statusLanguage}>{view.statusDescription}</span>
            <WrittenIn language={statusLanguage} />
          </StatusText>
        )}
        {!view.emailProven && <StatusText role="note">{t('unproven')}</StatusText>}
        <CaseDeadline deadline={view.deadline} status={view.status} id="case" heading="h2" />
      </header>

      <Columns $left={left.length > 0} $right={right.length > 0}>
        <Column $area="main" data-column="main">
          <Ordered $order={0} aria-labelledby="case-history">
            <h2 id="case-history">{t('history.title')}</h2>
            <HistoryTimeline history={view.history} />
          </Ordered>
          <Scouts scouts={other} />
        </Column>
        {left.length > 0 && (
          <Column $area="left" data-column="left">
            <Scouts scouts={left} />
          </Column>
        )}
        {right.length > 0 && (
          <Column $area="right" data-column="right">
            <Scouts scouts={right} />
          </Column>
        )}
      </Columns>

      <Conversation door={{ caseId: view.id }} conversation={view.conversation} />

      <CaseDocuments files={view.files} caseId={view.id} />

      <Contact aria-labelledby="case-contact">
        <h2 id="case-contact">{t('contact.title')}</h2>
        <p>
          <Trans
            t={t}
            i18nKey={contactKey(view)}
            values={{ email: replyEmail, reference: view.referenceNumber ?? '' }}
            components={{ here: <a href={writable ? '#message-text' : '#messages'} />, mail: <a href={mailto} /> }}
          />
        </p>
        <p>
          <Link to="dashboard">{t('contact.account')}</Link>
        </p>
        {/* The withdrawal function (§ 356a BGB), with this case's reference filled in. */}
        {view.referenceNumber && !(view.status && closedStatuses.has(view.status)) && (
          <p>
            <Link to="contractWithdrawal" query={{ reference: view.referenceNumber }}>
              {t('contact.withdraw')}
            </Link>
          </p>
        )}
      </Contact>
    </Container>
  );
}

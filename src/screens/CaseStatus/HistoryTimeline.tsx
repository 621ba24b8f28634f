import { useForeignLanguage, WrittenIn } from '@/components/cases/WrittenIn';
import styled from 'styled-components';
import { cardSurface } from '@/components/ui/surface';
import { formatDate } from '@/basics/calendar';
import { useTranslation } from '@/i18n/useTranslation';
import { theme } from '@/styles/theme';
import type { CaseHistoryCard } from './case-view';
import { SafeHtmlBlock } from '@/components/conversation/SafeHtmlBlock';

const List = styled.ol`
  margin: 0;
  padding: 0 0 0 1.25rem;
  list-style: none;
  border-left: 2px solid ${theme.colors.border};
`;

const Item = styled.li`
  position: relative;
  margin: 0 0 1rem;

  /* The dot on the time line. */
  &::before {
    content: '';
    position: absolute;
    top: 1.35rem;
    left: calc(-1.25rem - 7px);
    width: 12px;
    height: 12px;
    border: 2px solid ${theme.colors.primary};
    border-radius: 50%;
    background: ${theme.colors.background};
  }

  &:first-child::before {
    background: ${theme.colors.primary};
  }
`;

const Card = styled.article`
  padding: 1rem 1.25rem;
  ${cardSurface}
  overflow-wrap: anywhere;

  time {
    display: block;
    font-size: 0.9rem;
    font-weight: 600;
    color: ${theme.colors.muted};
  }

  h3 {
    margin: 0.25rem 0 0.5rem;
    font-size: 1.1rem;
  }
`;

const Description = styled(SafeHtmlBlock)`
  > :first-child {
    margin-top: 0;
  }
  > :last-child {
    margin-bottom: 0;
  }
  h2,
  h3,
  h4 {
    font-size: 1rem;
  }
`;

function HistoryCard({ entry, index }: { entry: CaseHistoryCard; index: number }) {
  const foreign = useForeignLanguage(entry.language);
  return (
    <Card aria-labelledby={`history-entry-${index}`}>
      <time dateTime={entry.date}>{formatDate(entry.date)}</time>
      <div lang={foreign}>
        <h3 id={`history-entry-${index}`}>{entry.short}</h3>
        <Description html={entry.description} />
      </div>
      <WrittenIn language={foreign} />
    </Card>
  );
}

/**
 * The history of a case as dated cards, newest first (the order comes prepared from the server). An
 * entry written in the page's other language carries its `lang` and says so.
 */
export function HistoryTimeline({ history }: { history: CaseHistoryCard[] }) {
  const { t } = useTranslation('caseStatus');
  if (history.length === 0) return <p>{t('history.empty')}</p>;
  return (
    <List>
      {history.map((entry, index) => (
        <Item key={`${entry.date}-${index}`}>
          <HistoryCard entry={entry} index={index} />
        </Item>
      ))}
    </List>
  );
}

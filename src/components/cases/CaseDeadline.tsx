import styled from 'styled-components';
import { formatDateIn } from '@/basics/calendar';
import type { CaseDeadline as Deadline } from '@/contracts/engine';
import { WarningIcon } from '@/components/icons';
import { deadlineInShort, deadlineInWords } from '@/domain/deadlines/deadline-in-words';
import { useLocalisedText } from '@/i18n/useLocalisedText';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page-setup/PageContext';
import { theme } from '@/styles/theme';
import { type DeadlineView, deadlineView } from './deadline-view';

const Box = styled.section<{ $tone: DeadlineView['tone'] }>`
  margin: 0.75rem 0;
  padding: 1rem 1.25rem;
  border-left: 4px solid ${({ $tone }) => ($tone === 'alarm' ? theme.colors.error : $tone === 'warning' ? theme.colors.accent : theme.colors.primary)};
  border-radius: ${theme.radius};
  background: ${({ $tone }) => ($tone === 'alarm' ? theme.colors.errorSoft : theme.colors.surface)};

  h2,
  h3,
  h4 {
    margin: 0 0 0.25rem;
    font-size: 1.05rem;
  }
  p {
    margin: 0.35rem 0 0;
  }
`;

const When = styled.p`
  font-size: 1.15rem;
  font-weight: 700;
`;

const Warning = styled.p<{ $alarm: boolean }>`
  display: flex;
  gap: 0.5rem;
  align-items: flex-start;
  color: ${({ $alarm }) => ($alarm ? theme.colors.error : theme.colors.text)};

  svg {
    flex: none;
    margin-top: 0.15rem;
  }
`;

const Note = styled.p`
  font-size: 0.9rem;
  color: ${theme.colors.muted};
`;

/**
 * A dismissal's deadline as a date and as days left, with a warning in words (and an icon) when little
 * time is left or it has passed; nothing for closed cases or cases without a deadline.
 */
export function CaseDeadline({ deadline, status, id, heading: Heading = 'h3' }: { deadline: Deadline | null | undefined; status: string | null | undefined; id: string; heading?: 'h2' | 'h3' | 'h4' }) {
  const { t } = useTranslation('cases');
  const say = useLocalisedText();
  const language = useLanguage();
  const view = deadlineView(deadline, status);
  if (!view) return null;
  const headingId = `deadline-${id}`;
  return (
    <Box $tone={view.tone} aria-labelledby={headingId} data-deadline={view.message}>
      <Heading id={headingId}>{t('deadline.case.title')}</Heading>
      <When>
        <time dateTime={view.day}>{formatDateIn(language, view.day)}</time> – {say(deadlineInShort(view))}
      </When>
      <Warning $alarm={view.tone === 'alarm'}>
        {view.tone !== 'calm' && <WarningIcon />}
        <span>
          {view.tone !== 'calm' && <strong>{t('deadline.case.warning')}: </strong>}
          {say(deadlineInWords('case', view, language))}
        </span>
      </Warning>
      {view.message !== 'passed' && <Note>{t('deadline.case.receipt')}</Note>}
    </Box>
  );
}

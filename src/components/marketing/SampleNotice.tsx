import styled from 'styled-components';
import { useTranslation } from '@/i18n/useTranslation';
import { theme } from '@/styles/theme';

const Notice = styled.p`
  margin: 0.75rem 0 0;
  padding: 0.4rem 0.7rem;
  border: 1px dashed ${theme.colors.muted};
  border-radius: ${theme.radius};
  color: ${theme.colors.muted};
  font-size: 0.85rem;
`;

/** Says plainly that the content beside it is sample data (content files with `sample: true`). */
export function SampleNotice({ show }: { show: boolean }) {
  const { t } = useTranslation('content');
  return show ? <Notice>{t('sample')}</Notice> : null;
}

import styled from 'styled-components';
import { Link } from '@/components/Link';
import { useTranslation } from '@/i18n/useTranslation';

/** A mini-calculator tab's content that is not a calculator of its own. */
export const MiniPanel = styled.div`
  h3 {
    font-size: 1.2rem;
  }
`;

export const MiniPanelLink = styled(Link)`
  font-weight: 700;
`;

/**
 * Shown while a tab's code arrives (the tabs behind the first one load when first opened), or when it
 * could not be loaded.
 */
export function MiniPanelLoading({ error }: { error?: Error | null }) {
  const { t } = useTranslation('calculators');
  return error ? <p role="alert">{t('mini.panelFailed')}</p> : <p role="status">{t('mini.panelLoading')}</p>;
}

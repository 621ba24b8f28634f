import styled from 'styled-components';
import { Link } from '@/components/Link';

/** A mini-calculator tab's content that is not a calculator of its own. */
export const MiniPanel = styled.div`
  h3 {
    font-size: 1.2rem;
  }
`;

export const MiniPanelLink = styled(Link)`
  font-weight: 700;
`;

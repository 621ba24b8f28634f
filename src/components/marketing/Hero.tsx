import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media, theme } from '@/styles/theme';

const Band = styled.div`
  background: ${theme.colors.primary};
  color: #ffffff;

  a:not([class]) {
    color: #ffffff;
  }
`;

const Inner = styled.div<{ $withAside: boolean }>`
  display: grid;
  gap: 1.5rem;
  align-items: center;
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 2.5rem 1rem;

  ${media.desktop} {
    grid-template-columns: ${({ $withAside }) => ($withAside ? '3fr 2fr' : '1fr')};
    padding: 3.5rem 1rem;
  }
`;

const Eyebrow = styled.p`
  margin: 0 0 0.5rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  font-size: 0.85rem;
`;

const LeadText = styled.p`
  max-width: 60ch;
  font-size: 1.15rem;
`;

/** The small print under a hero's calls to action (where a marketed figure comes from). */
export const HeroFootnote = styled.p`
  margin-top: 1rem;
  font-size: 0.85rem;
`;

/** The top of a marketing page: the page's h1, a lead and its calls to action on the brand colour. */
export function Hero({
  eyebrow,
  title,
  lead,
  children,
  aside,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead: ReactNode;
  children?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <Band>
      <Inner $withAside={Boolean(aside)}>
        <div>
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <h1>{title}</h1>
          <LeadText>{lead}</LeadText>
          {children}
        </div>
        {aside}
      </Inner>
    </Band>
  );
}

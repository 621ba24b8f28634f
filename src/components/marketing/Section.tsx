import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

const Band = styled.section<{ $tone: 'plain' | 'surface' }>`
  background: ${({ $tone }) => ($tone === 'surface' ? theme.colors.surface : theme.colors.background)};
`;

const Inner = styled.div`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 2.5rem 1rem;
`;

const Intro = styled.p`
  max-width: 65ch;
  color: ${theme.colors.muted};
`;

/** A full-width band of a marketing page with its own h2, labelled by it for assistive technology. */
export function Section({
  id,
  title,
  intro,
  tone = 'plain',
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  tone?: 'plain' | 'surface';
  children?: ReactNode;
}) {
  return (
    <Band $tone={tone} aria-labelledby={`${id}-title`}>
      <Inner>
        <h2 id={`${id}-title`}>{title}</h2>
        {intro && <Intro>{intro}</Intro>}
        {children}
      </Inner>
    </Band>
  );
}

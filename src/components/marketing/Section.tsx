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

/** The link under a section's content to the page that tells more. */
export const SectionMoreLink = styled.p`
  margin: 1.25rem 0 0;
  font-weight: 600;
`;

/** A section's short statement in larger type (the vision, the mission). */
export const SectionStatement = styled.div`
  max-width: 65ch;
  font-size: 1.1rem;
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

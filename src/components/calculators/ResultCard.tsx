import { type ReactNode, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

export type ResultTone = 'positive' | 'negative';

const Card = styled.section<{ $tone: ResultTone }>`
  margin-top: 1.5rem;
  padding: 1.25rem;
  border-left: 6px solid ${({ theme, $tone }) => ($tone === 'positive' ? theme.colors.success : theme.colors.muted)};
  border-radius: ${theme.radius};
  background: ${({ theme, $tone }) => ($tone === 'positive' ? theme.colors.successSoft : theme.colors.surface)};

  h2,
  h3 {
    margin-bottom: 0.5rem;
    font-size: 1.3rem;
  }

  h2:focus,
  h3:focus {
    outline: none;
  }

  p {
    margin: 0 0 0.5rem;
  }
`;

export const LegalBasis = styled.p`
  font-size: 0.9rem;
  color: ${theme.colors.muted};
`;

/**
 * A calculator's result. Its heading takes the focus when it appears, so keyboard and screen-reader
 * users land on the answer instead of staying on the submit button.
 */
export function ResultCard({
  tone,
  title,
  headingLevel,
  focus = true,
  children,
}: {
  tone: ResultTone;
  title: string;
  headingLevel: 2 | 3;
  /** Take the focus when it appears (a result the visitor asked for); off where it only accompanies a form. */
  focus?: boolean;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [title, focus]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card $tone={tone}>
      <Heading ref={heading} tabIndex={-1}>
        {title}
      </Heading>
      {children}
    </Card>
  );
}

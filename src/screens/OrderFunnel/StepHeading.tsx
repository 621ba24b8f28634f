import { useEffect, useRef } from 'react';
import styled from 'styled-components';

const Heading = styled.h2`
  margin-bottom: 0.75rem;

  &:focus {
    outline: none;
  }
`;

/**
 * A step's title. When the customer moves to another step it takes the focus, so keyboard and
 * screen-reader users start at the top of the new step instead of on a button that is gone.
 */
export function StepHeading({ children, focus }: { children: string; focus: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus, children]);
  return (
    <Heading ref={heading} tabIndex={-1}>
      {children}
    </Heading>
  );
}

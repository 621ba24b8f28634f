import styled from 'styled-components';
import { media, theme } from '@/styles/theme';

const List = styled.ol`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  ${media.desktop} {
    grid-template-columns: repeat(3, 1fr);
  }

  li {
    counter-increment: step;
    padding: 1.25rem;
    border-radius: ${theme.radius};
    background: ${theme.colors.background};
    border: 1px solid ${theme.colors.border};
  }
  li::before {
    content: counter(step);
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2.25rem;
    height: 2.25rem;
    margin-bottom: 0.75rem;
    border-radius: 50%;
    background: ${theme.colors.primary};
    color: #ffffff;
    font-weight: 800;
  }
  h3 {
    margin-bottom: 0.4rem;
  }
  p {
    margin: 0;
    color: ${theme.colors.muted};
  }
`;

/** Numbered steps of a process. */
export function Steps({ steps }: { steps: { title: string; text: string }[] }) {
  return (
    <List>
      {steps.map((step) => (
        <li key={step.title}>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </List>
  );
}

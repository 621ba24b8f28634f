import styled from 'styled-components';
import { theme } from '@/styles/theme';

const List = styled.dl`
  display: grid;
  gap: 0.75rem;
  margin: 0;

  div {
    padding: 1rem 1.25rem;
    border-radius: ${theme.radius};
    background: rgba(255, 255, 255, 0.1);
    border: 1px solid rgba(255, 255, 255, 0.35);
  }
  dt {
    font-size: 1.6rem;
    font-weight: 800;
    line-height: 1.2;
  }
  dd {
    margin: 0;
  }
`;

/** Figures beside a hero (value above its explanation); the hero's colours apply. */
export function KeyFigures({ items }: { items: { value: string; text: string }[] }) {
  return (
    <List>
      {items.map((item) => (
        <div key={item.value}>
          <dt>{item.value}</dt>
          <dd>{item.text}</dd>
        </div>
      ))}
    </List>
  );
}

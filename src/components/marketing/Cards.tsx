import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from '@/components/Link';
import { cardSurface } from '@/components/ui/surface';
import type { RouteId, RouteParams } from '@/routes';
import { media, theme } from '@/styles/theme';

export const CardGrid = styled.ul<{ $columns?: 2 | 3 }>`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.desktop} {
    grid-template-columns: repeat(${({ $columns = 3 }) => $columns}, 1fr);
  }
`;

const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  padding: 1.25rem;
  ${cardSurface}

  h3 {
    margin-bottom: 0.4rem;
  }
  p {
    margin: 0;
    color: ${theme.colors.muted};
  }
  small {
    display: block;
    margin-bottom: 0.35rem;
    color: ${theme.colors.muted};
    font-size: 0.85rem;
  }

  /* The whole card is clickable through the heading link, which stays the one accessible link. */
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${theme.radius};
  }
  h3 a:focus-visible {
    outline: none;
  }
  h3 a:focus-visible::after {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  &:hover {
    border-color: ${theme.colors.primary};
  }
`;

/** A card whose heading links to a page; the whole card reacts to a click. */
export function LinkCard({
  to,
  params,
  title,
  text,
  meta,
}: {
  to: RouteId;
  params?: RouteParams;
  title: string;
  text?: ReactNode;
  meta?: ReactNode;
}) {
  return (
    <Card>
      {meta && <small>{meta}</small>}
      <h3>
        <Link to={to} params={params}>
          {title}
        </Link>
      </h3>
      {text && <p>{text}</p>}
    </Card>
  );
}

import styled from 'styled-components';
import type { CompanyContent } from '@/content/types';
import { media, theme } from '@/styles/theme';

const List = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.desktop} {
    grid-template-columns: repeat(4, 1fr);
  }

  li {
    padding: 1rem 0 0;
    border-top: 3px solid ${theme.colors.primary};
  }
  strong {
    display: block;
    font-size: 1.1rem;
    letter-spacing: 0.02em;
  }
  p {
    margin: 0.3rem 0 0;
    color: ${theme.colors.muted};
  }
`;

/** Where the press wrote about the provider, from content/company, as text (no logo downloads). */
export function PressBar({ press }: { press: CompanyContent['press'] }) {
  return (
    <List>
        {press.map((mention) => (
          <li key={`${mention.outlet}-${mention.date}`}>
            <strong>{mention.outlet}</strong>
            <p>
              {mention.url ? (
                <a href={mention.url} rel="noopener noreferrer">
                  {mention.headline}
                </a>
              ) : (
                mention.headline
              )}
              {' · '}
              <time dateTime={mention.date}>{mention.dateText}</time>
            </p>
          </li>
        ))}
    </List>
  );
}

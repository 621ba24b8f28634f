import styled from 'styled-components';
import type { SocialProof } from '@/content/types';
import { theme } from '@/styles/theme';
import { SampleNotice } from './SampleNotice';

const Figure = styled.figure`
  margin: 0;
  max-width: 60ch;

  blockquote {
    margin: 0 0 1rem;
    font-size: 1.3rem;
    line-height: 1.5;
  }
  blockquote p {
    margin: 0;
    quotes: '„' '“';
  }
  &:lang(en) blockquote p {
    quotes: '“' '”';
  }
  blockquote p::before {
    content: open-quote;
  }
  blockquote p::after {
    content: close-quote;
  }
  figcaption {
    color: ${theme.colors.muted};
  }
  figcaption strong {
    color: ${theme.colors.text};
  }
`;

/** One customer's voice, from content/social-proof. */
export function Testimonial({ socialProof }: { socialProof: SocialProof }) {
  const { quote, author, context } = socialProof.testimonial;
  return (
    <>
      <Figure>
        <blockquote>
          <p>{quote}</p>
        </blockquote>
        <figcaption>
          <strong>{author}</strong>, {context}
        </figcaption>
      </Figure>
      <SampleNotice show={socialProof.sample} />
    </>
  );
}

import styled from 'styled-components';

/** A section of the order summary: its heading and what it shows. */
export const Section = styled.section`
  margin: 1.75rem 0;

  h3 {
    margin-bottom: 0.5rem;
  }
`;

/** A heading with its "Change" button beside it (below it on a narrow phone). */
export const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: baseline;
  justify-content: space-between;
`;

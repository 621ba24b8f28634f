import styled from 'styled-components';

const Frame = styled.span`
  position: relative;
  display: inline-block;
  line-height: 0;
  vertical-align: middle;
`;

const Row = styled.span`
  display: inline-flex;
  gap: 2px;
  color: #d5dbe0;

  svg {
    flex: none;
  }
`;

const Filled = styled(Row)<{ $share: number }>`
  position: absolute;
  inset: 0 auto 0 0;
  width: ${({ $share }) => $share}%;
  overflow: hidden;
  color: #9a6700;
`;

function StarRow({ size }: { size: number }) {
  return (
    <>
      {[0, 1, 2, 3, 4].map((index) => (
        <svg key={index} width={size} height={size} viewBox="0 0 24 24" focusable="false">
          <path fill="currentColor" d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
        </svg>
      ))}
    </>
  );
}

/**
 * A 0–5 star rating as a picture (partial stars shown by width); the text beside it carries the value
 * for assistive technology.
 */
export function Stars({ value, size = 20 }: { value: number; size?: number }) {
  return (
    <Frame aria-hidden="true">
      <Row>
        <StarRow size={size} />
      </Row>
      <Filled $share={Math.round((Math.max(0, Math.min(5, value)) / 5) * 1000) / 10}>
        <StarRow size={size} />
      </Filled>
    </Frame>
  );
}

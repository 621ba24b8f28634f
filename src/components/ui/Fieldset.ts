import styled from 'styled-components';

/** A form's controls in one group without a frame: disabling it disables them all while a form sends, without losing the input. */
export const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

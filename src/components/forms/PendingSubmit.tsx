import styled from 'styled-components';
import { PrimaryButton } from '@/components/ui/buttons';

/** A form's main button, across the form's width; while the form is pending it says so. */
const SubmitButton = styled(PrimaryButton)`
  width: 100%;
`;

export function PendingSubmit({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <SubmitButton type="submit" aria-busy={pending}>
      {pending ? pendingLabel : label}
    </SubmitButton>
  );
}

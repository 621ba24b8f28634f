import { Form, type FormikFormProps } from 'formik';
import { useTranslation } from '@/i18n/useTranslation';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useHydrated } from '@/page-setup/client-only';

/** Groups the controls without a box of its own, so the form's layout is the same with or without it. */
const Controls = styled.fieldset`
  display: contents;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

/**
 * The controls of a form that only the app can send. Until React has hydrated the page they are disabled:
 * the browser would otherwise send a submit made before that as a GET query to the page itself (the
 * fields, passwords included, in the address bar and the server's log), and what was typed before would
 * not be in the form's state. Without JavaScript the form stays disabled and says why.
 */
export function ScriptedControls({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const hydrated = useHydrated();
  return (
    <Controls disabled={!hydrated}>
      <noscript>
        <p>{t('formNeedsScript')}</p>
      </noscript>
      {children}
    </Controls>
  );
}

/** Formik's form whose controls wait for the app (see ScriptedControls). */
export function ScriptedForm({ children, ...props }: FormikFormProps & { children: ReactNode }) {
  return (
    <Form {...props}>
      <ScriptedControls>{children}</ScriptedControls>
    </Form>
  );
}

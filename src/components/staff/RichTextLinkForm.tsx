/**
 * The rich-text editor's link form: the address (a web or e-mail address) of the link at the
 * selection, checked when applied (rich-text-html.ts, `linkTargetFromInput`). Enter applies, Escape
 * cancels; the focus moves here when it opens.
 */
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { FieldError, Hint, control } from '@/components/forms/fields';
import { SecondaryButton } from '@/components/ui/buttons';
import { useTranslation } from '@/i18n/useTranslation';
import { theme } from '@/styles/theme';
import { linkTargetFromInput } from './rich-text-html';

export interface RichTextLinkFormProps {
  id: string;
  /** The address of the link at the selection, '' for a new one. */
  initialHref: string;
  /** The selection is in a link already: the form offers to remove it. */
  editing: boolean;
  onApply: (href: string) => void;
  onRemove: () => void;
  onCancel: () => void;
}

export function RichTextLinkForm({ id, initialHref, editing, onApply, onRemove, onCancel }: RichTextLinkFormProps) {
  const { t } = useTranslation('staff');
  const input = useRef<HTMLInputElement>(null);
  const [href, setHref] = useState(initialHref);
  const [invalid, setInvalid] = useState(false);

  useEffect(() => {
    if (document.activeElement !== input.current) input.current?.focus();
  }, []);

  const apply = () => {
    const target = linkTargetFromInput(href);
    if (target) return onApply(target);
    setInvalid(true);
    input.current?.focus();
  };

  return (
    <Form role="group" aria-label={t('editor.link')}>
      <label htmlFor={id}>{t('editor.linkAddress')}</label>
      <Hint id={`${id}-hint`}>{t('editor.linkHint')}</Hint>
      <Input
        ref={input}
        id={id}
        type="text"
        inputMode="url"
        autoComplete="url"
        spellCheck={false}
        value={href}
        aria-invalid={invalid || undefined}
        aria-describedby={[`${id}-hint`, invalid ? `${id}-error` : ''].filter(Boolean).join(' ')}
        onChange={(event) => {
          setHref(event.target.value);
          setInvalid(false);
        }}
        onKeyDown={(event) => {
          // Enter applies the link, not the form around the editor.
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }}
      />
      {invalid && <FieldError id={`${id}-error`}>{t('editor.linkInvalid')}</FieldError>}
      <Actions>
        <SecondaryButton type="button" onClick={apply}>
          {t('editor.linkApply')}
        </SecondaryButton>
        {editing && (
          <SecondaryButton type="button" onClick={onRemove}>
            {t('editor.linkRemove')}
          </SecondaryButton>
        )}
        <SecondaryButton type="button" onClick={onCancel}>
          {t('editor.linkCancel')}
        </SecondaryButton>
      </Actions>
    </Form>
  );
}

const Form = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;
  padding: 0.75rem;
  border-bottom: 1px solid ${theme.colors.border};

  label {
    font-weight: 600;
  }
`;

const Input = styled.input`
  ${control}
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

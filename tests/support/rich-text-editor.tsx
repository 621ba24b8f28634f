import { screen } from '@testing-library/react';
import { useState } from 'react';
import { RichTextEditor } from '@/components/staff/RichTextEditor';
import { renderOnPage } from './render';

export interface EditorHarnessProps {
  initial?: string;
  error?: string;
  reported: string[];
}

/** The editor as a form holds it: the value in state, each change reported; a button empties it from outside. */
function EditorHarness({ initial = '', error, reported }: EditorHarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <RichTextEditor
        id="entry"
        name="entry"
        label="Verlaufseintrag"
        hint="Sichtbar für die Kundin oder den Kunden."
        error={error}
        value={value}
        onChange={(html) => {
          reported.push(html);
          setValue(html);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        Leeren
      </button>
    </>
  );
}

/** Renders the editor on a back-office page; answers its editing region and every value it reported. */
export function renderEditor(props: Partial<EditorHarnessProps> = {}, url = '/backoffice') {
  const reported: string[] = [];
  const view = renderOnPage(<EditorHarness reported={reported} {...props} />, { url });
  const region = screen.getByRole('textbox', { name: 'Verlaufseintrag' });
  return { ...view, reported, region, last: () => reported[reported.length - 1] };
}

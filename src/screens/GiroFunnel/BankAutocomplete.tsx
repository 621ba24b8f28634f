import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { BankSuggestion } from '@/contracts/banks';
import { errorItem } from '@/contracts/errors';
import { useErrorText } from '@/components/ui/ErrorList';
import { theme } from '@/styles/theme';
import { useHydrated } from '@/page-setup/client-only';
import type { BankSelect as BankSelectComponent } from './BankSelect';
import { defaultBanks } from './mini-funnel';

export interface BankAutocompleteProps {
  inputId: string;
  value: BankSuggestion | null;
  onChange: (bank: BankSuggestion | null) => void;
  onBlur?: () => void;
  /** Whether the field shows an error. */
  invalid?: boolean;
  /** The ids of the hint and error message that describe the field. */
  describedBy?: string;
  placeholder: string;
  /** The field's name in a form sent without the app (the bank's name as typed). */
  name?: string;
  /** Bank names the field offers before the app runs (a datalist); the default suggestions if none. */
  choices?: string[];
}

/**
 * The control's shape, the same for the stand-in and, until emotion's styles arrive, for react-select's
 * control. Without specificity (:where), so that emotion's styles win once they are there.
 */
const ControlLook = styled.div`
  :where(.bank-select__control) {
    display: flex;
    align-items: center;
    min-height: 2.75rem;
    border: 1px solid ${theme.colors.muted};
    border-radius: ${theme.radius};
    background: ${theme.colors.background};
  }

  :where(.bank-select__control[data-invalid]) {
    border: 2px solid ${theme.colors.error};
  }

  :where(.bank-select__value-container) {
    display: flex;
    flex: 1;
    padding: 2px 8px;
  }

  :where(.bank-select__indicators) {
    display: flex;
    align-items: center;
  }

  :where(.bank-select__indicator) {
    display: flex;
    padding: 8px;
    color: ${theme.colors.muted};
  }
`;

const StandInInput = styled.input`
  flex: 1;
  min-width: 2px;
  margin: 2px 0;
  padding: 2px 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  outline: 0;

  &::placeholder {
    color: ${theme.colors.muted};
    opacity: 1;
  }
`;

type BankSelectType = typeof BankSelectComponent;

let loadedSelect: BankSelectType | undefined;
const loadSelect = () => import('./BankSelect').then((module) => (loadedSelect = module.BankSelect));

/** react-select's chevron, so that the stand-in looks like the control that replaces it. */
function Chevron() {
  return (
    <svg height="20" width="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M4.516 7.548c0.436-0.446 1.043-0.481 1.576 0l3.908 3.747 3.908-3.747c0.533-0.481 1.141-0.446 1.574 0 0.436 0.445 0.408 1.197 0 1.615-0.406 0.418-4.695 4.502-4.695 4.502-0.217 0.223-0.502 0.335-0.787 0.335s-0.57-0.112-0.789-0.335c0 0-4.287-4.084-4.695-4.502s-0.436-1.17 0-1.615z" />
    </svg>
  );
}

/**
 * The bank-name field of the mini funnel. Its autocomplete (react-select with its styles, the search
 * with its throttle, minimum length and default suggestions: BankSelect) is about a sixth of the page's
 * JavaScript, so it loads when the field is first focused, pressed or typed in. Until then a plain
 * input of the same look, label and description stands in; what is typed there meanwhile is carried
 * over, with the focus, when the autocomplete takes its place.
 */
export function BankAutocomplete(props: BankAutocompleteProps) {
  const { inputId, value, invalid = false, describedBy, placeholder, name, choices = [] } = props;
  const errorText = useErrorText();
  const hydrated = useHydrated();
  const [select, setSelect] = useState<{ Part?: BankSelectType; takeFocus: boolean }>(() => ({ Part: loadedSelect, takeFocus: false }));
  const [wanted, setWanted] = useState<{ openMenu: boolean } | null>(null);
  const [typed, setTyped] = useState('');
  const [failed, setFailed] = useState(false);
  const standIn = useRef<HTMLInputElement>(null);
  const replacing = useRef(false);

  useEffect(() => {
    if (!wanted || select.Part) return;
    let mounted = true;
    loadSelect().then(
      (Part) => {
        if (!mounted) return;
        // The autocomplete takes the focus only from a stand-in that still has it.
        replacing.current = true;
        setSelect({ Part, takeFocus: standIn.current !== null && standIn.current === document.activeElement });
      },
      () => mounted && setFailed(true),
    );
    return () => {
      mounted = false;
    };
  }, [wanted, select.Part]);

  if (select.Part) {
    return (
      <ControlLook>
        <select.Part {...props} typed={typed} openMenu={select.takeFocus && (wanted?.openMenu ?? false)} takeFocus={select.takeFocus} />
      </ControlLook>
    );
  }

  const want = (openMenu: boolean) => setWanted((previous) => ({ openMenu: openMenu || (previous?.openMenu ?? false) }));
  return (
    <ControlLook>
      <div className="bank-select__control" data-invalid={invalid || undefined}>
        <div className="bank-select__value-container">
          <StandInInput
            id={inputId}
            name={name}
            type="text"
            // Before the app runs, the browser's own suggestions (a datalist) stand in for the search.
            {...(hydrated ? { role: 'combobox', 'aria-autocomplete': 'list', 'aria-expanded': false } : { list: `${inputId}-banks` })}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            autoComplete="off"
            placeholder={value ? undefined : placeholder}
            value={value && !typed ? value.name : typed}
            onFocus={() => want(false)}
            onPointerDown={() => want(true)}
            onChange={(event) => {
              setTyped(event.target.value);
              want(true);
            }}
            ref={standIn}
            // Leaving the field counts; its replacement by the autocomplete does not.
            onBlur={() => !replacing.current && props.onBlur?.()}
          />
        </div>
        {!hydrated && (
          <datalist id={`${inputId}-banks`}>
            {(choices.length > 0 ? choices : defaultBanks.map((bank) => bank.name)).map((bank) => (
              <option key={bank} value={bank} />
            ))}
          </datalist>
        )}
        <div className="bank-select__indicators">
          <span className="bank-select__indicator">
            <Chevron />
          </span>
        </div>
      </div>
      {failed && <p role="alert">{errorText(errorItem('network'))}</p>}
    </ControlLook>
  );
}

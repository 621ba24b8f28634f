import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import throttle from 'lodash.throttle';
import { createContext, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { components, type InputProps, type MenuListProps, type SelectInstance, type StylesConfig } from 'react-select';
import AsyncSelect from 'react-select/async';
import { searchBanks } from '@/api-client/banks';
import type { BankSuggestion } from '@/contracts/banks';
import { bankSearchLength } from '@/contracts/vocabulary/banks';
import { useTranslation } from '@/i18n/useTranslation';
import { theme } from '@/styles/theme';
import type { BankAutocompleteProps } from './BankAutocomplete';
import { defaultBanks } from './mini-funnel';

/** The search runs from three characters on, at most once a second; the menu shows five banks a page. */
export const BANK_SEARCH_MIN_LENGTH = bankSearchLength.min;
export const BANK_SEARCH_THROTTLE_MS = 1000;
export const BANK_MENU_PAGE_SIZE = 5;
export const BANK_MENU_MAX_HEIGHT = 300;
export const BANK_MENU_MIN_HEIGHT = 140;

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim();

/** Below the search threshold the default suggestions are filtered in the browser; nothing is sent. */
const matchingDefaults = (input: string) => defaultBanks.filter((bank) => fold(bank.name).includes(fold(input)));

type Callback = (options: BankSuggestion[]) => void;

/**
 * One call per second at most: the first request past the threshold runs at once, later ones within
 * the second are folded into one trailing call with the latest text. Answers to older text still
 * reach their callbacks; react-select ignores them.
 */
function throttledBankSearch() {
  let latest: { input: string; callback: Callback } | null = null;
  const run = throttle(
    async () => {
      const request = latest;
      if (!request) return;
      request.callback(await searchBanks(request.input));
    },
    BANK_SEARCH_THROTTLE_MS,
    { leading: true, trailing: true },
  );
  return {
    load(input: string, callback: Callback) {
      latest = { input, callback };
      void run();
    },
    cancel: () => run.cancel(),
  };
}

/**
 * react-select styles through emotion, which on the server writes <style> elements into the body (invalid
 * HTML) unless its cache is in compat mode; in the browser this cache puts them into the head, where the
 * page's other styles are.
 */
const emotionCache = createCache({ key: 'bank-select', container: typeof document === 'undefined' ? undefined : document.head });
emotionCache.compat = true;

/** The ids that describe the search field: its hint and, when shown, its error message. */
const DescribedBy = createContext<string | undefined>(undefined);

/**
 * react-select's own input, with valid attributes: no empty aria-activedescendant while no option is
 * focused, the field's hint and error as its description (react-select would name its placeholder) and
 * its inline style without the CSS `label` property that emotion uses for class names.
 */
function BankInput(props: InputProps<BankSuggestion, false>) {
  const describedBy = useContext(DescribedBy);
  const { 'aria-activedescendant': activeDescendant, 'aria-errormessage': _errorMessage, ...input } = props;
  return (
    <components.Input
      {...input}
      aria-activedescendant={activeDescendant || undefined}
      aria-describedby={describedBy}
      style={{
        color: 'inherit',
        background: 0,
        opacity: props.isHidden ? 0 : 1,
        width: '100%',
        gridArea: '1 / 2',
        font: 'inherit',
        minWidth: '2px',
        border: 0,
        margin: 0,
        outline: 0,
        padding: 0,
      }}
    />
  );
}

/** The menu is a listbox only while it lists banks; a message alone (no match, loading) is no empty listbox. */
function BankMenuList(props: MenuListProps<BankSuggestion, false>) {
  const listsBanks = Array.isArray(props.children) && props.children.length > 0;
  const { role: _listbox, 'aria-multiselectable': _multiselectable, ...container } = props.innerProps;
  return <components.MenuList {...props} innerProps={listsBanks ? props.innerProps : container} />;
}

const selectComponents = { Input: BankInput, MenuList: BankMenuList };

/**
 * The bank-name field of the mini funnel once it is first used: react-select's async autocomplete with
 * the default suggestions, searching the bank list from three characters on, throttled. It takes over
 * from the stand-in (BankAutocomplete) with the focus and what was typed there meanwhile, and opens its
 * menu where the visitor clicked or typed.
 */
export function BankSelect({
  inputId,
  value,
  onChange,
  onBlur,
  invalid = false,
  describedBy,
  placeholder,
  typed,
  openMenu,
  takeFocus,
}: BankAutocompleteProps & { typed: string; openMenu: boolean; takeFocus: boolean }) {
  const { t } = useTranslation('giroFunnel');
  const [search] = useState(throttledBankSearch);
  useEffect(() => () => search.cancel(), [search]);
  const select = useRef<SelectInstance<BankSuggestion, false>>(null);
  // Before the browser handles the next key press: focus, the text typed into the stand-in, the menu.
  const takenOver = useRef(false);
  useLayoutEffect(() => {
    if (takenOver.current || !select.current || !takeFocus) return;
    takenOver.current = true;
    select.current.focus();
    if (typed) select.current.onInputChange(typed, { action: 'input-change', prevInputValue: '' });
    if (typed || openMenu) select.current.openMenu('first');
  }, [typed, openMenu, takeFocus]);

  const loadOptions = (input: string, callback: Callback) => {
    if (fold(input).length < BANK_SEARCH_MIN_LENGTH) {
      callback(matchingDefaults(input));
      return;
    }
    search.load(input, callback);
  };

  const styles: StylesConfig<BankSuggestion, false> = {
    control: (base, state) => ({
      ...base,
      minHeight: '2.75rem',
      borderRadius: theme.radius,
      borderColor: invalid ? theme.colors.error : state.isFocused ? theme.colors.focus : theme.colors.muted,
      borderWidth: invalid ? 2 : 1,
      boxShadow: state.isFocused ? `0 0 0 3px ${theme.colors.focus}` : 'none',
      '&:hover': { borderColor: theme.colors.primary },
    }),
    placeholder: (base) => ({ ...base, color: theme.colors.muted }),
    option: (base, state) => ({
      ...base,
      color: state.isSelected ? '#ffffff' : theme.colors.text,
      backgroundColor: state.isSelected ? theme.colors.primary : state.isFocused ? theme.colors.primarySoft : 'transparent',
    }),
    noOptionsMessage: (base) => ({ ...base, color: theme.colors.muted }),
    loadingMessage: (base) => ({ ...base, color: theme.colors.muted }),
    menu: (base) => ({ ...base, zIndex: 5 }),
  };

  return (
    <CacheProvider value={emotionCache}>
      <DescribedBy.Provider value={describedBy}>
        <AsyncSelect<BankSuggestion, false>
          ref={select}
          classNamePrefix="bank-select"
          inputId={inputId}
          instanceId={inputId}
          value={value}
          onChange={(bank) => onChange(bank ?? null)}
          onBlur={onBlur}
          loadOptions={loadOptions}
          defaultOptions={defaultBanks}
          getOptionLabel={(bank) => bank.name}
          getOptionValue={(bank) => bank.name}
          placeholder={placeholder}
          noOptionsMessage={({ inputValue }) =>
            fold(inputValue).length < BANK_SEARCH_MIN_LENGTH && inputValue.trim()
              ? t('form.bankHint')
              : t('searchable-autocomplete.no-options-message')
          }
          loadingMessage={() => t('form.loading')}
          pageSize={BANK_MENU_PAGE_SIZE}
          maxMenuHeight={BANK_MENU_MAX_HEIGHT}
          minMenuHeight={BANK_MENU_MIN_HEIGHT}
          isClearable
          aria-invalid={invalid || undefined}
          styles={styles}
          components={selectComponents}
        />
      </DescribedBy.Provider>
    </CacheProvider>
  );
}

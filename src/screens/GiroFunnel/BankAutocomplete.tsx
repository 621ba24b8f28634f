import throttle from 'lodash.throttle';
import { useEffect, useState } from 'react';
import type { StylesConfig } from 'react-select';
import AsyncSelect from 'react-select/async';
import { useTheme } from 'styled-components';
import { searchBanks } from '@/api-client/banks';
import type { BankSuggestion } from '@/contracts/banks';
import { bankSearchLength } from '@/contracts/vocabulary/banks';
import { useTranslation } from '@/i18n/useTranslation';
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

interface BankAutocompleteProps {
  inputId: string;
  value: BankSuggestion | null;
  onChange: (bank: BankSuggestion | null) => void;
  onBlur?: () => void;
  errorId?: string;
  placeholder: string;
}

/**
 * The bank-name field of the mini funnel: react-select's async autocomplete with the default
 * suggestions, searching the bank list from three characters on, throttled.
 */
export function BankAutocomplete({ inputId, value, onChange, onBlur, errorId, placeholder }: BankAutocompleteProps) {
  const { t } = useTranslation('giroFunnel');
  const theme = useTheme();
  const [search] = useState(throttledBankSearch);
  useEffect(() => () => search.cancel(), [search]);

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
      borderColor: errorId ? theme.colors.error : state.isFocused ? theme.colors.focus : theme.colors.muted,
      borderWidth: errorId ? 2 : 1,
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
    <AsyncSelect<BankSuggestion, false>
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
      aria-invalid={errorId ? true : undefined}
      aria-errormessage={errorId}
      styles={styles}
    />
  );
}

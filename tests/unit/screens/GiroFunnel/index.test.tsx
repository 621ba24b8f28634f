import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { GiroFunnelScreen } from '@/screens/GiroFunnel';
import { BankAutocomplete } from '@/screens/GiroFunnel/BankAutocomplete';
import { miniFunnelCookieName } from '@/components/calculators/mini-funnel-values';
import { errorItem } from '@/contracts/errors';
import { emptyFunnelValues } from '@/screens/GiroFunnel/funnel-values';
import { renderOnPage } from '../../../support/render';

const server = setupServer();
const searches: string[] = [];
let giroBodies: unknown[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  searches.length = 0;
  giroBodies = [];
  server.use(
    http.get('http://localhost/girokosten/banks', ({ request }) => {
      const search = new URL(request.url).searchParams.get('search') ?? '';
      searches.push(search);
      if (/bundes/i.test(search)) return HttpResponse.json([{ name: 'Deutsche Bundesbank', unprocessable: true }]);
      if (/dkb/i.test(search)) return HttpResponse.json([{ name: 'DKB (Deutsche Kreditbank)', unprocessable: false }]);
      return HttpResponse.json([]);
    }),
    http.post('http://localhost/api/calculators/giro', async ({ request }) => {
      const body = (await request.json()) as { bankName: string; feesChanged: string };
      giroBodies.push(body);
      if (body.bankName === 'Deutsche Bundesbank') return HttpResponse.json({ result: 'negative', reason: 'bank_unprocessable' });
      if (body.feesChanged === 'no') return HttpResponse.json({ result: 'negative', reason: 'no_unconsented_change' });
      return HttpResponse.json({ result: 'positive', payout: 20, firstYear: 2023, lapsesOn: '2026-12-31', until: '2026-11', months: 47, estimate: 233, toCheck: false });
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  Cookies.remove(miniFunnelCookieName, { path: '/' });
  jest.useRealTimers();
});
afterAll(() => server.close());

function renderAutocomplete() {
  const onChange = jest.fn();
  renderOnPage(
    <>
      <label htmlFor="bank">Bank</label>
      <BankAutocomplete inputId="bank" value={null} onChange={onChange} placeholder="Name" />
    </>,
    { url: '/en/minifunnel/girokosten' },
  );
  return { input: screen.getByLabelText('Bank'), onChange };
}

describe('bank autocomplete', () => {
  // The first test of the file: later ones find the autocomplete's code already loaded.
  it('stands in with a plain field until first used, then loads the autocomplete with the focus and what was typed', async () => {
    const user = userEvent.setup();
    renderAutocomplete();
    const standIn = screen.getByRole('combobox', { name: 'Bank' });
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    expect(standIn).not.toHaveClass('bank-select__input');
    await user.type(standIn, 'Ber');
    const select = await screen.findByRole('combobox', { name: 'Bank', expanded: true });
    expect(select).not.toBe(standIn);
    expect(select).toHaveFocus();
    expect(select).toHaveValue('Ber');
    await screen.findByText('No result can be found for this input.');
    expect(searches).toEqual(['Ber']);
  });

  it('offers the seven default suggestions before anything is typed', async () => {
    const user = userEvent.setup();
    const { input } = renderAutocomplete();
    await user.click(input);
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Postbank', 'Deutsche Bank', 'Commerzbank', 'Berliner Sparkasse', 'norisbank', 'Berliner Volksbank eG', 'HypoVereinsbank']);
    expect(searches).toEqual([]);
  });

  it('searches only from three characters on and filters the defaults below', async () => {
    const user = userEvent.setup();
    const { input } = renderAutocomplete();
    await user.type(input, 'Be');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Berliner Sparkasse', 'Berliner Volksbank eG']);
    expect(searches).toEqual([]);
    await user.type(input, 'r');
    await screen.findByText('No result can be found for this input.');
    expect(searches).toEqual(['Ber']);
  });

  it('sends at most one search per second, with the latest text', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: 50 });
    const { input } = renderAutocomplete();
    await user.type(input, 'DKB');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(searches).toEqual(['DKB']);
    await user.type(input, ' Ber');
    expect(searches).toEqual(['DKB']);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(searches).toEqual(['DKB', 'DKB Ber']);
  });

  it('shows the no-options message when the search finds nothing, with no empty list of options', async () => {
    const user = userEvent.setup();
    const { input } = renderAutocomplete();
    await user.type(input, 'xyz');
    expect(await screen.findByText('No result can be found for this input.')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('points to the focused option only while there is one', async () => {
    const user = userEvent.setup();
    const { input } = renderAutocomplete();
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await user.click(input);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Postbank' }).id);
  });

  it('hands the chosen bank with its flag to the form', async () => {
    const user = userEvent.setup();
    const { input, onChange } = renderAutocomplete();
    await user.type(input, 'Bundes');
    await user.click(await screen.findByRole('option', { name: 'Deutsche Bundesbank' }));
    expect(onChange).toHaveBeenCalledWith({ name: 'Deutsche Bundesbank', unprocessable: true });
  });
});

describe('bank-fee mini funnel', () => {
  /** Picks a default suggestion, or types `search` and picks from the search's answer; then answers the fee questions. */
  async function choose(user: ReturnType<typeof userEvent.setup>, bank: string, range: string, search?: string, feesChanged = 'Ja') {
    const input = screen.getByLabelText('Ihre Bank');
    if (search) await user.type(input, search);
    else await user.click(input);
    await user.click(await screen.findByRole('option', { name: bank }));
    await user.selectOptions(screen.getByLabelText('Wann haben Sie Ihr Konto eröffnet?'), range);
    const answer = async (question: RegExp, option: string) => user.click(within(screen.getByRole('group', { name: question })).getByLabelText(option));
    await answer(/Gebühren erhöht oder neu eingeführt/, feesChanged);
    await answer(/später ausdrücklich zugestimmt/, 'Nein');
    await answer(/heute noch/, 'Ja');
    await user.type(screen.getByLabelText(/im Monat \(in €\)/), '4,95');
  }

  it('shows the required errors only after a submit attempt and sends nothing then', async () => {
    const user = userEvent.setup();
    renderOnPage(<GiroFunnelScreen />, { url: '/minifunnel/girokosten' });
    await user.selectOptions(screen.getByLabelText('Wann haben Sie Ihr Konto eröffnet?'), '2015-12-31');
    await user.selectOptions(screen.getByLabelText('Wann haben Sie Ihr Konto eröffnet?'), '');
    expect(screen.queryByText('Bitte wählen Sie Ihre Bank.')).not.toBeInTheDocument();
    expect(screen.queryByText('Bitte wählen Sie, wann Sie Ihr Konto eröffnet haben.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Jetzt prüfen' }));
    expect(await screen.findByText('Bitte wählen Sie Ihre Bank.')).toBeInTheDocument();
    expect(screen.getByText('Bitte wählen Sie, wann Sie Ihr Konto eröffnet haben.')).toBeInTheDocument();
    const bank = screen.getByLabelText('Ihre Bank');
    expect(bank).toHaveAttribute('aria-invalid', 'true');
    expect(bank).toHaveAccessibleDescription(/Bitte wählen Sie Ihre Bank\.$/);
    expect(bank).not.toHaveAttribute('aria-errormessage');
    expect(giroBodies).toEqual([]);
  });

  it('asks the year of an express agreement only after "yes"', async () => {
    const user = userEvent.setup();
    renderOnPage(<GiroFunnelScreen />, { url: '/minifunnel/girokosten' });
    expect(screen.queryByLabelText('In welchem Jahr haben Sie zugestimmt?')).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('group', { name: /später ausdrücklich zugestimmt/ })).getByLabelText('Ja'));
    expect(screen.getByLabelText('In welchem Jahr haben Sie zugestimmt?')).toBeInTheDocument();
  });

  it('names the claimable years on the day, from the date (BGH XI ZR 45/24)', () => {
    jest.useFakeTimers({ now: new Date('2026-11-16T10:00:00Z'), doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'queueMicrotask', 'nextTick'] });
    const { unmount } = renderOnPage(<GiroFunnelScreen />, { url: '/minifunnel/girokosten' });
    expect(screen.getByRole('note')).toHaveTextContent('ab dem 1. Januar 2023 abgebucht wurden. Die Gebühren aus 2023 verjähren am 31.12.2026');
    unmount();
    jest.setSystemTime(new Date('2027-01-02T10:00:00Z'));
    renderOnPage(<GiroFunnelScreen />, { url: '/en/minifunnel/girokosten' });
    expect(screen.getByRole('note')).toHaveTextContent('from 1 January 2024 on can be reclaimed. The fees of 2024 become time-barred on 31 December 2027');
  });

  it('offers the seven ranges with their end dates', () => {
    renderOnPage(<GiroFunnelScreen />, { url: '/minifunnel/girokosten' });
    const options = Array.from((screen.getByLabelText('Wann haben Sie Ihr Konto eröffnet?') as HTMLSelectElement).options).slice(1);
    expect(options.map((option) => [option.value, option.textContent])).toEqual([
      ['2011-12-31', 'bis 2011'],
      ['2013-12-31', '2012–2013'],
      ['2015-12-31', '2014–2015'],
      ['2017-12-31', '2016–2017'],
      ['2019-12-31', '2018–2019'],
      ['2020-12-31', '2020'],
      ['2021-01-01', '2021 oder später'],
    ]);
  });

  it('offers to buy the claim for 20 EUR beside its estimate, with call to action, tracked links and the answers cookie', async () => {
    const user = userEvent.setup();
    renderOnPage(<GiroFunnelScreen />, { url: '/minifunnel/girokosten?utm_source=newsletter' });
    await choose(user, 'Postbank', '2013-12-31');
    await user.click(screen.getByRole('button', { name: 'Jetzt prüfen' }));

    expect(await screen.findByRole('heading', { name: /^Wir kaufen Ihren Anspruch für 20\s€$/ })).toHaveFocus();
    expect(screen.getByText(/47 Monate von Januar 2023 bis November 2026, zusammen bis zu etwa 233\s€/)).toBeInTheDocument();
    expect(screen.getByText(/Die Gebühren aus 2023 verjähren am 31\.12\.2026/)).toBeInTheDocument();
    expect(screen.getByText(/umfasst die Gebühren, die bis zum Tag des Verkaufs abgebucht wurden/)).toBeInTheDocument();
    expect(screen.getByText(/Musterbrief der Verbraucherzentrale/)).toBeInTheDocument();
    expect(giroBodies).toEqual([{ bankName: 'Postbank', accountOpened: '2013-12-31', feesChanged: 'yes', expressConsent: 'no', stillPaying: 'yes', monthlyFee: 4.95 }]);
    const cta = screen.getByRole('link', { name: 'Weiter zum Verkauf Ihres Anspruchs' });
    expect(cta).toHaveAttribute(
      'href',
      '/beauftragen/kontogebuehren?utm_source=newsletter&utm_content=girokosten-cta&utm_medium=minifunnel&utm_campaign=girokosten',
    );
    expect(screen.getByRole('link', { name: 'Mehr erfahren' }).getAttribute('href')).toMatch(
      /^\/preise\/finanzen\?.*utm_content=girokosten-more-info/,
    );

    expect(JSON.parse(Cookies.get(miniFunnelCookieName) as string)).toEqual({
      'information-searchable_bic': { name: 'information-searchable_bic', answer: 'Postbank' },
      'information-remote-bank_name': { name: 'information-remote-bank_name', answer: 'Postbank' },
      'information-account_opened_range': { name: 'information-account_opened_range', answer: '2013-12-31' },
      'information-remote-iban-unprocessable': { name: 'information-remote-iban-unprocessable', answer: false },
    });
    expect(JSON.parse(sessionStorage.getItem('order-prefill:account-fees') as string)).toEqual({
      answers: { 'fees-changed': 'yes', 'express-consent': 'no', 'still-paying': 'yes', 'monthly-fee': '4,95' },
    });
  });

  it('shows the negative result without call to action and writes no cookie for an unprocessable bank', async () => {
    const user = userEvent.setup();
    renderOnPage(<GiroFunnelScreen />, { url: '/minifunnel/girokosten' });
    await choose(user, 'Deutsche Bundesbank', '2013-12-31', 'Bundes');
    await user.click(screen.getByRole('button', { name: 'Jetzt prüfen' }));

    expect(await screen.findByRole('heading', { name: 'Bei dieser Bank können wir nicht helfen' })).toBeInTheDocument();
    expect(screen.getByText(/Ansprüche gegen Deutsche Bundesbank/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Weiter zum Verkauf Ihres Anspruchs' })).not.toBeInTheDocument();
    expect(Cookies.get(miniFunnelCookieName)).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Angaben ändern' }));
    expect(screen.getByRole('button', { name: 'Jetzt prüfen' })).toBeInTheDocument();
  });

  it('explains that there is no claim when fees were not changed without consent, whenever the account was opened', async () => {
    const user = userEvent.setup();
    renderOnPage(<GiroFunnelScreen />, { url: '/minifunnel/girokosten' });
    await choose(user, 'norisbank', '2021-01-01', undefined, 'Nein');
    await user.click(screen.getByRole('button', { name: 'Jetzt prüfen' }));
    expect(await screen.findByRole('heading', { name: 'Voraussichtlich kein Anspruch' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Weiter zum Verkauf Ihres Anspruchs' })).not.toBeInTheDocument();
  });

  it('shows the calculation-error message when the check fails', async () => {
    server.use(http.post('http://localhost/api/calculators/giro', () => HttpResponse.error()));
    const user = userEvent.setup();
    renderOnPage(<GiroFunnelScreen />, { url: '/minifunnel/girokosten' });
    await choose(user, 'Postbank', '2013-12-31');
    await user.click(screen.getByRole('button', { name: 'Jetzt prüfen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bei der Berechnung ist ein Fehler aufgetreten.');
    expect(Cookies.get(miniFunnelCookieName)).toBeUndefined();
  });

  describe('answered on the server (a GET of the form, or a shared result)', () => {
    const values = { ...emptyFunnelValues, bankName: { name: 'Postbank', unprocessable: false }, accountOpened: '2013-12-31', feesChanged: 'yes' as const, expressConsent: 'no' as const, stillPaying: 'yes' as const, monthlyFee: '4,95' };

    it('shows the result with the filled-in form below, "change answers" leading there, and hands the answers to the order funnel', () => {
      const answer = { result: 'positive' as const, payout: 20, firstYear: 2023, lapsesOn: '2026-12-31', until: '2026-11', months: 47, estimate: 233, toCheck: false };
      renderOnPage(<GiroFunnelScreen answered={{ values, answer, errors: [] }} bankChoices={[]} today="2026-11-16" />, { url: '/minifunnel/girokosten' });
      expect(screen.getByRole('heading', { name: /^Wir kaufen Ihren Anspruch für 20\s€$/ })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Angaben ändern' })).toHaveAttribute('href', '#giro-funnel-form');
      const form = screen.getByRole('form', { name: 'Kontogebühren-Check' });
      expect(form).toHaveAttribute('method', 'get');
      expect(form).toHaveAttribute('action', '/minifunnel/girokosten');
      // The autocomplete has loaded in an earlier test, so it shows the bank in place of the stand-in.
      expect(within(form).getByText('Postbank')).toBeInTheDocument();
      expect(JSON.parse(sessionStorage.getItem('order-prefill:account-fees') as string)).toEqual({
        answers: { 'fees-changed': 'yes', 'express-consent': 'no', 'still-paying': 'yes', 'monthly-fee': '4,95' },
      });
    });

    it("shows the service's refusal at the bank field while it holds the name sent, and no result", async () => {
      const user = userEvent.setup();
      const typed = { ...values, bankName: { name: 'Sparkasse Berl', unprocessable: false } };
      renderOnPage(<GiroFunnelScreen answered={{ values: typed, answer: null, errors: [errorItem('unknown_bank', 'bankName')] }} bankChoices={['Berliner Sparkasse']} today="2026-11-16" />, {
        url: '/minifunnel/girokosten',
      });
      const bank = screen.getByLabelText('Ihre Bank');
      expect(bank).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByText('Sparkasse Berl')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
      await user.click(bank);
      await user.click(await screen.findByRole('option', { name: 'Postbank' }));
      expect(screen.getByLabelText('Ihre Bank')).not.toHaveAttribute('aria-invalid');
    });
  });
});

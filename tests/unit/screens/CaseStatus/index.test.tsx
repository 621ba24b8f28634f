import { screen, within } from '@testing-library/react';
import { CaseStatusScreen } from '@/screens/CaseStatus';
import { type CaseView, caseView } from '@/screens/CaseStatus/case-view';
import { renderOnPage } from '../../../support/render';

const id = 'Qx7mN2pL9vR4tY8wZ1aB3cD5eF6gH0iJ2kL4mN6oP8q';

const view = (overrides: Partial<CaseView> = {}): CaseView => ({
  ...caseView(
    id,
    {
      product_name: 'rent-brake',
      reference_number: '2026-7Q4M-X9P2',
      status: 'claim_asserted',
      status_description: 'Wir warten auf die Antwort des Vermieters.',
      reply_email: 'miete@klarfall.de',
      history: [
        { date: '2026-02-03', short: 'Auftrag eingegangen', description: '<p>Willkommen.</p>' },
        { date: '2026-03-15', short: 'Rüge versandt', description: '<p>Frist bis <strong>29.03.2026</strong>.</p>' },
      ],
    },
    {
      questionnaire: {
        steps: [
          {
            categories: [
              { name: 'next-steps', scouts: [{ name: 'a', position: 'left', mobile_position: 1, content: '<h2>So geht es weiter</h2><p>Erst prüfen.</p>' }] },
              { name: 'deadlines', scouts: [{ name: 'b', position: 'right', mobile_position: 2, content: '<h2>Fristen</h2><p>30 Monate.</p>' }] },
              { name: 'extra', scouts: [{ name: 'c', position: 'other', mobile_position: 3, content: '<h2>Gut zu wissen</h2><p>Kein Risiko.</p>' }] },
            ],
          },
        ],
      },
    },
  ),
  ...overrides,
});

describe('case status page with a case', () => {
  it('names the product, the reference number and the current status', () => {
    renderOnPage(<CaseStatusScreen caseStatus={{ kind: 'found', view: view() }} />, { url: `/case?id=${id}` });
    expect(screen.getByRole('heading', { level: 1, name: 'Mietpreisbremse' })).toBeInTheDocument();
    expect(screen.getByText('2026-7Q4M-X9P2')).toBeInTheDocument();
    expect(screen.getByText('Anspruch geltend gemacht')).toBeInTheDocument();
    expect(screen.getByText('Wir warten auf die Antwort des Vermieters.')).toBeInTheDocument();
  });

  it('shows the history as dated cards, newest first, with the description as markup', () => {
    renderOnPage(<CaseStatusScreen caseStatus={{ kind: 'found', view: view() }} />, { url: `/case?id=${id}` });
    const history = screen.getByRole('region', { name: 'Verlauf' });
    const cards = within(history).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Rüge versandt', 'Auftrag eingegangen']);
    expect(within(cards[0]).getByText('15.03.2026')).toHaveAttribute('datetime', '2026-03-15');
    expect(within(cards[1]).getByText('03.02.2026')).toBeInTheDocument();
    expect(within(cards[0]).getByText('29.03.2026').tagName).toBe('STRONG');
  });

  it('places the scouts in the columns the questionnaire names', () => {
    const { container } = renderOnPage(<CaseStatusScreen caseStatus={{ kind: 'found', view: view() }} />, { url: `/case?id=${id}` });
    const column = (name: string) => container.querySelector(`[data-column="${name}"]`) as HTMLElement;
    expect(within(column('left')).getByRole('heading', { name: 'So geht es weiter' })).toBeInTheDocument();
    expect(within(column('right')).getByRole('heading', { name: 'Fristen' })).toBeInTheDocument();
    expect(within(column('main')).getByRole('heading', { name: 'Gut zu wissen' })).toBeInTheDocument();
    expect(within(column('main')).getByRole('region', { name: 'Verlauf' })).toBeInTheDocument();
  });

  it('leaves out side columns without scouts', () => {
    const { container } = renderOnPage(<CaseStatusScreen caseStatus={{ kind: 'found', view: view({ scouts: [] }) }} />, { url: `/case?id=${id}` });
    expect(container.querySelector('[data-column="left"]')).toBeNull();
    expect(container.querySelector('[data-column="right"]')).toBeNull();
  });

  it('says so when the history is still empty', () => {
    renderOnPage(<CaseStatusScreen caseStatus={{ kind: 'found', view: view({ history: [] }) }} />, { url: `/case?id=${id}` });
    expect(screen.getByText(/Noch keine Einträge/)).toBeInTheDocument();
  });

  it('offers the case’s reply address with the reference number in the subject, and the account', () => {
    renderOnPage(<CaseStatusScreen caseStatus={{ kind: 'found', view: view() }} />, { url: `/case?id=${id}` });
    const contact = screen.getByRole('complementary', { name: 'Fragen zu Ihrem Fall?' });
    expect(within(contact).getByRole('link', { name: 'miete@klarfall.de' })).toHaveAttribute(
      'href',
      `mailto:miete@klarfall.de?subject=${encodeURIComponent('Mein Fall 2026-7Q4M-X9P2')}`,
    );
    expect(within(contact).getByRole('link', { name: 'Alle Ihre Fälle im Kundenkonto' })).toHaveAttribute('href', '/dashboard');
  });

  it('asks a signed-in customer to write here, with the mailbox only as the fallback, in both languages', () => {
    const signedIn = view({ conversation: { kind: 'shown', messages: [], unread: 0 } });
    const { unmount } = renderOnPage(<CaseStatusScreen caseStatus={{ kind: 'found', view: signedIn }} />, { url: `/case?id=${id}` });
    const contact = screen.getByRole('complementary', { name: 'Fragen zu Ihrem Fall?' });
    expect(contact).toHaveTextContent(/^Fragen zu Ihrem Fall\?Schreiben Sie uns hier auf dieser Seite: Sie können Unterlagen anhängen.*Geht das gerade nicht, erreichen Sie uns per E-Mail an miete@klarfall\.de/);
    expect(contact).not.toHaveTextContent(/Antworten Sie/);
    expect(within(contact).getByRole('link', { name: 'hier auf dieser Seite' })).toHaveAttribute('href', '#message-text');
    expect(screen.getByRole('textbox', { name: 'Ihre Nachricht' })).toHaveAttribute('id', 'message-text');
    unmount();
    renderOnPage(<CaseStatusScreen caseStatus={{ kind: 'found', view: signedIn }} />, { url: `/en/case?id=${id}` });
    const english = screen.getByRole('complementary', { name: 'Questions about your case?' });
    expect(within(english).getByRole('link', { name: 'here on this page' })).toHaveAttribute('href', '#message-text');
    expect(english).toHaveTextContent(/If that does not work right now, email us at miete@klarfall\.de/);
  });

  it('asks a visitor with only the status link to sign in to write here, or to use the mailbox', () => {
    renderOnPage(<CaseStatusScreen caseStatus={{ kind: 'found', view: view() }} />, { url: `/case?id=${id}` });
    const contact = screen.getByRole('complementary', { name: 'Fragen zu Ihrem Fall?' });
    expect(contact).toHaveTextContent(/Melden Sie sich an, dann schreiben Sie uns hier auf dieser Seite/);
    expect(within(contact).getByRole('link', { name: 'hier auf dieser Seite' })).toHaveAttribute('href', '#messages');
  });

  it('shows in English on the English page, with the same date format', () => {
    renderOnPage(<CaseStatusScreen caseStatus={{ kind: 'found', view: view() }} />, { url: `/en/case?id=${id}` });
    expect(screen.getByRole('heading', { level: 1, name: 'Rent brake' })).toBeInTheDocument();
    expect(screen.getByText('Claim asserted')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'History' })).toBeInTheDocument();
    expect(screen.getByText('15.03.2026')).toBeInTheDocument();
  });

  it('marks texts the provider wrote in the other language with their language, and says so', () => {
    const german = view({
      statusDescription: 'Wir warten auf die Antwort des Vermieters.',
      statusDescriptionLanguage: 'de',
      history: [{ date: '2026-03-15', short: 'Rüge versandt', description: view().history[0].description, language: 'de' }],
    });
    renderOnPage(<CaseStatusScreen caseStatus={{ kind: 'found', view: german }} />, { url: `/en/case?id=${id}` });
    expect(screen.getByText('Wir warten auf die Antwort des Vermieters.')).toHaveAttribute('lang', 'de');
    const card = within(screen.getByRole('region', { name: 'History' })).getByRole('article');
    expect(within(card).getByRole('heading', { name: 'Rüge versandt' }).closest('[lang]')).toHaveAttribute('lang', 'de');
    expect(screen.getAllByText('Written in German')).toHaveLength(2);
  });

  it('falls back to a neutral title for a product this portal does not know', () => {
    renderOnPage(<CaseStatusScreen caseStatus={{ kind: 'found', view: view({ productName: 'mystery', status: 'strange' }) }} />, {
      url: `/case?id=${id}`,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Ihr Fall' })).toBeInTheDocument();
    expect(screen.queryByText('Aktueller Stand')).toBeNull();
  });
});

describe('case status page and hostile HTML', () => {
  const payloads = [
    '<script>alert(1)</script><p>sichtbar</p>',
    '<img src=x onerror="alert(1)"><p onclick="alert(2)">klick</p>',
    '<a href="javascript:alert(3)">Link</a><a href="  JaVaScRiPt:alert(4)">Link2</a>',
    '<svg onload="alert(5)"><circle /></svg><iframe src="https://evil.example"></iframe>',
    '<style>body{display:none}</style><form action="https://evil.example"><input name="p"></form>',
  ];

  it('renders history and scouts without scripts, event handlers or javascript: links', () => {
    const hostile = caseView(
      id,
      { product_name: 'deposit', history: payloads.map((description, index) => ({ date: `2026-01-0${index + 1}`, short: `<b>${index}</b>`, description })) },
      { questionnaire: { steps: [{ categories: [{ scouts: payloads.map((content, index) => ({ content, position: 'left', mobile_position: index })) }] }] } },
    );
    const { container } = renderOnPage(<CaseStatusScreen caseStatus={{ kind: 'found', view: hostile }} />, { url: `/case?id=${id}` });
    expect(container.querySelectorAll('script, style, iframe, svg, img, form, input')).toHaveLength(0);
    for (const element of Array.from(container.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) expect(attribute.name).not.toMatch(/^on/i);
    }
    for (const link of Array.from(container.querySelectorAll('a'))) expect(link.getAttribute('href') ?? '').not.toMatch(/^\s*javascript:/i);
    expect(screen.getAllByText('sichtbar').length).toBeGreaterThan(0);
    // A title is text, never markup.
    expect(screen.getByRole('heading', { name: '<b>0</b>' })).toBeInTheDocument();
  });
});

describe('case status page without a case', () => {
  it('explains that the case was not found and offers ways on', () => {
    renderOnPage(<CaseStatusScreen caseStatus={{ kind: 'notFound' }} />, { url: '/case?id=unknown' });
    expect(screen.getByRole('heading', { level: 1, name: 'Fall nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zu Ihrem Kundenkonto' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'info@klarfall.de' })).toHaveAttribute('href', 'mailto:info@klarfall.de');
  });

  it('explains an engine failure in English and offers to try again with the same case', () => {
    renderOnPage(<CaseStatusScreen caseStatus={{ kind: 'unavailable', id }} />, { url: `/en/case?id=${id}&shell_app=true` });
    expect(screen.getByRole('heading', { level: 1, name: 'Your case cannot be shown right now' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('could not be loaded');
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', `/en/case?shell_app=true&id=${id}`);
  });
});

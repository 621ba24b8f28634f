import { screen } from '@testing-library/react';
import type { CompanyContent, ContentPageData } from '@/content/types';
import { ContentPageScreen } from '@/screens/ContentPage';
import { renderOnPage } from '../../../support/render';

const page = (widgets: ContentPageData['widgets']): ContentPageData => ({
  title: 'Titel',
  metaTitle: 'Titel',
  description: 'Beschreibung',
  lead: 'Anriss',
  actions: [],
  related: [],
  widgets,
  topic: null,
  body: [],
});

// What the page hands to the app shell; the rendered page's language comes from the url.
const pageProps = { language: 'de' as const, routeId: 'about' as const, slugs: { de: '/ueber-uns', en: '/en/about' } };
const empty: CompanyContent = { press: [], team: [], jobs: [] };
const show = (widgets: ContentPageData['widgets'], company: CompanyContent, url = '/ueber-uns') =>
  renderOnPage(<ContentPageScreen {...pageProps} content={page(widgets)} teasers={[]} company={company} reviews={null} />, { url });

describe('what the provider says about itself', () => {
  it('shows no press, no team and says plainly that no position is open while the provider has entered none', () => {
    show(['pressBar', 'team', 'jobs'], empty);
    expect(screen.queryByRole('heading', { name: 'Presseberichte' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Wer wir sind' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Offene Stellen' })).toBeInTheDocument();
    expect(screen.getByText(/^Zurzeit ist keine Stelle ausgeschrieben/)).toBeInTheDocument();
  });

  it('shows exactly the press mentions, people and positions the provider entered, in English too', () => {
    show(
      ['pressBar', 'team', 'jobs'],
      {
        press: [{ outlet: 'Daily Paper', headline: 'Tenants get money back', date: '2026-05-12', dateText: '12 May 2026', url: 'https://paper.example/a' }],
        team: [{ name: 'Erika Example', role: 'Managing director' }],
        jobs: [{ title: 'Lawyer (tenancy law)', location: 'Berlin', hours: 'Full time', text: 'Enforce tenants’ claims.' }],
      },
      '/en/about',
    );
    expect(screen.getByRole('link', { name: 'Tenants get money back' })).toHaveAttribute('href', 'https://paper.example/a');
    expect(screen.getByText('12 May 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Erika Example' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lawyer (tenancy law)' })).toBeInTheDocument();
    expect(screen.getByText('Berlin · Full time')).toBeInTheDocument();
    expect(screen.queryByText(/no open position/)).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import type { Inbox } from '@/contracts/staff-cases';
import { StaffInboxScreen } from '@/screens/StaffInbox';
import { renderOnPage } from '../../../support/render';

const staff = { id: 7, email: 'chris@provider.example', name: 'Chris Case', role: 'caseworker' as const, state: 'active' as const };

const listed = (reference: string, overrides: Partial<Inbox['cases'][number]> = {}): Inbox['cases'][number] => ({
  id: `id-${reference}`,
  reference_number: reference,
  product_name: 'dismissal',
  product_title: 'Kündigung & Abfindung',
  status: 'received',
  status_description: '',
  status_label: 'Fall eingegangen',
  custom_status_description: null,
  reply_email: 'info@klarfall.example',
  created_at: '2026-03-05T09:00:00.000Z',
  updated_at: '2026-03-05T09:00:00.000Z',
  email: 'kim@example.org',
  language: 'de',
  status_page_url: 'http://portal.test/case?id=x',
  customer_name: 'Kim Berger',
  assignee: null,
  awaiting_answer: false,
  deadline_alert: false,
  ...overrides,
});

const none: Inbox['member_questions'] = { waiting: [], total: 0 };

describe('the inbox', () => {
  it('lists each case with its link, customer, deadline and assignee, and pages on with the filters', () => {
    const inbox: Inbox = {
      cases: [listed('2026-AAAA-AAAA', { deadline: { day: '2026-03-23', days_left: 3, warning: 'urgent' } }), listed('2026-BBBB-BBBB', { assignee: { id: 7, name: 'Chris Case' }, customer_name: null })],
      page: 1,
      pages: 2,
      total: 51,
      deadline_alerts: 0,
      member_questions: none,
    };
    renderOnPage(<StaffInboxScreen staff={staff} inbox={inbox} filters={{ status: 'received' }} />, { url: '/backoffice/faelle?status=received' });
    const table = screen.getByRole('table', { name: 'Fälle, Seite 1 von 2 (51 insgesamt)' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByRole('link', { name: '2026-AAAA-AAAA' })).toHaveAttribute('href', '/backoffice/faelle/2026-AAAA-AAAA');
    expect(rows[1]).toHaveTextContent('Kim Berger');
    expect(rows[1]).toHaveTextContent('23.03.2026, noch 3 Tage');
    expect(rows[1]).toHaveTextContent('niemandem');
    expect(rows[2]).toHaveTextContent('Chris Case');
    expect(screen.getByRole('link', { name: 'Nächste Seite' })).toHaveAttribute('href', '/backoffice/faelle?status=received&page=2');
    expect(screen.getByRole('search', { name: 'Suchen und filtern' })).toHaveAttribute('method', 'get');
    expect(screen.getByLabelText('Status')).toHaveValue('received');
    expect(screen.getByRole('link', { name: 'Mir zugewiesen' })).toHaveAttribute('href', '/backoffice/faelle?assignee=me');
  });

  it('says when nothing matches the filters', () => {
    renderOnPage(<StaffInboxScreen staff={staff} inbox={{ cases: [], page: 1, pages: 1, total: 0, deadline_alerts: 0, member_questions: none }} filters={{ q: 'xyz' }} />, { url: '/en/backoffice/cases?q=xyz' });
    expect(screen.getByRole('status')).toHaveTextContent('No cases match the search and filters.');
    expect(screen.getByRole('link', { name: 'Reset filters' })).toHaveAttribute('href', '/en/backoffice/cases');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("marks a case whose customer's message waits for an answer, and offers those alone as a quick filter", () => {
    const inbox: Inbox = { cases: [listed('2026-CCCC-CCCC', { status: 'in_review', status_label: 'In Prüfung', awaiting_answer: true })], page: 1, pages: 1, total: 1, deadline_alerts: 0, member_questions: none };
    renderOnPage(<StaffInboxScreen staff={staff} inbox={inbox} filters={{ unanswered: '1' }} />, { url: '/en/backoffice/cases?unanswered=1' });
    const row = within(screen.getByRole('table')).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Message awaiting an answer');
    const quick = screen.getByRole('navigation', { name: 'Quick filters' });
    expect(within(quick).getByRole('link', { name: 'With an open message' })).toHaveAttribute('aria-current', 'true');
    expect(within(quick).getByRole('link', { name: 'All cases' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('checkbox', { name: 'Only with a message from the customer awaiting an answer' })).toBeChecked();
  });

  it('flags a case whose deadline is within five working days with nothing filed, says how many there are, and lists those alone', () => {
    const inbox: Inbox = {
      cases: [listed('2026-DDDD-DDDD', { status: 'in_review', status_label: 'In Prüfung', deadline: { day: '2026-03-23', days_left: 2, warning: 'urgent' }, deadline_alert: true })],
      page: 1,
      pages: 1,
      total: 1,
      deadline_alerts: 3,
      member_questions: none,
    };
    renderOnPage(<StaffInboxScreen staff={staff} inbox={inbox} filters={{}} />, { url: '/backoffice/faelle' });
    const alarm = screen.getByText(/^3 Fälle: Die Frist endet in höchstens fünf Arbeitstagen \(Montag bis Freitag, kein Feiertag\) oder ist abgelaufen, und es ist nichts eingereicht\./);
    expect(within(alarm).getByRole('link', { name: 'Diese Fälle anzeigen' })).toHaveAttribute('href', '/backoffice/faelle?deadline_alert=1');
    const row = within(screen.getByRole('table')).getAllByRole('row')[1];
    expect(row).toHaveTextContent('Frist in höchstens 5 Arbeitstagen oder abgelaufen – nichts eingereicht');
    expect(screen.getByRole('link', { name: 'Frist in Gefahr' })).toHaveAttribute('href', '/backoffice/faelle?deadline_alert=1');
  });

  it("lists the members waiting for an answer to their questions, longest first, each linking to its membership, and says how many more there are", () => {
    const inbox: Inbox = {
      cases: [],
      page: 1,
      pages: 1,
      total: 0,
      deadline_alerts: 0,
      member_questions: {
        total: 23,
        waiting: [
          { mandate_reference: 'KLARFALL-2026-AAAAAAAA', plan: 'tenant-protection', status: 'withdrawn', customer_name: 'Jan Nowak', waiting_since: '2026-03-02T09:00:00.000Z' },
          { mandate_reference: 'KLARFALL-2026-BBBBBBBB', plan: 'employment-protection', status: 'active', customer_name: 'Kim Berger', waiting_since: '2026-03-04T09:00:00.000Z' },
        ],
      },
    };
    renderOnPage(<StaffInboxScreen staff={staff} inbox={inbox} filters={{}} />, { url: '/backoffice/faelle' });
    const section = screen.getByRole('region', { name: '23 Mitglieder warten auf Antwort auf ihre Fragen' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'KLARFALL-2026-AAAAAAAA: Jan Nowak, wartet seit 02.03.2026 (Mitgliedschaft widerrufen)',
      'KLARFALL-2026-BBBBBBBB: Kim Berger, wartet seit 04.03.2026',
    ]);
    expect(within(items[0]).getByRole('link', { name: 'KLARFALL-2026-AAAAAAAA' })).toHaveAttribute('href', '/backoffice/mitgliedschaften?q=KLARFALL-2026-AAAAAAAA');
    expect(section).toHaveTextContent('Dazu 21 weitere Mitgliedschaften mit offener Frage: alle Mitgliedschaften');
    expect(within(section).getByRole('link', { name: 'alle Mitgliedschaften' })).toHaveAttribute('href', '/backoffice/mitgliedschaften');
    // The cases' own list says it has none.
    expect(screen.getByRole('status')).toHaveTextContent('Noch keine Fälle.');
  });

  it('shows no members\' questions when none waits', () => {
    renderOnPage(<StaffInboxScreen staff={staff} inbox={{ cases: [], page: 1, pages: 1, total: 0, deadline_alerts: 0, member_questions: none }} filters={{}} />, { url: '/en/backoffice/cases' });
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByText(/members wait/)).toBeNull();
  });
});

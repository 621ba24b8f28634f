import { screen, within } from '@testing-library/react';
import type { WorkedCase } from '@/contracts/staff-cases';
import { StaffCaseScreen } from '@/screens/StaffCase';
import { renderOnPage } from '../../../support/render';

const staff = { id: 7, email: 'chris@provider.example', name: 'Chris Case', role: 'caseworker' as const, state: 'active' as const };

const worked: WorkedCase = {
  case: {
    id: 'pub',
    reference_number: '2026-AAAA-AAAA',
    product_name: 'dismissal',
    product_title: 'Dismissal & severance',
    status: 'in_review',
    status_description: 'We are checking.',
    status_label: 'Under review',
    custom_status_description: null,
    reply_email: 'info@klarfall.example',
    created_at: '2026-03-05T09:00:00.000Z',
    updated_at: '2026-03-06T09:00:00.000Z',
    email: 'kim@example.org',
    language: 'en',
    status_page_url: 'http://portal.test/en/case?id=pub',
    deadline: { day: '2026-03-23', days_left: 0, warning: 'urgent' },
    history: [{ date: '2026-03-06', short: 'Letter checked', description: '<p>All <strong>fine</strong>.</p>' }],
  },
  order: {
    answers: [{ question: 'employer', label: 'Employer', type: 'text', value: 'Muster GmbH', value_label: null, documents: [] }],
    mandate: { text_version: '2026-01', customer_name: 'Kim Berger', typed_name: 'Kim Berger', signed_at: '2026-03-05T09:00:00.000Z', ip: '192.0.2.1', user_agent: 'Firefox', early_start: true },
    confirmation_file_name: 'Order-confirmation-2026-AAAA-AAAA.pdf',
  },
  documents: [{ id: 'doc1', category: 'dismissal-letter', file_name: 'Letter.pdf', media_type: 'application/pdf', size_bytes: 100, created_at: '2026-03-05T09:00:00.000Z' }],
  messages: [{ id: 'm1', author: 'customer', text: 'Any news? <b>not bold</b>', created_at: '2026-03-06T10:00:00.000Z', unread: false, documents: [] }],
  assignee: null,
  members: [{ id: 7, name: 'Chris Case' }],
};

const files = {
  doc1: { inline: '/api/staff/cases/2026-AAAA-AAAA/documents/doc1?disposition=inline', attachment: '/api/staff/cases/2026-AAAA-AAAA/documents/doc1?disposition=attachment' },
  confirmation: { inline: '/api/staff/cases/2026-AAAA-AAAA/confirmation?disposition=inline', attachment: '/api/staff/cases/2026-AAAA-AAAA/confirmation?disposition=attachment' },
};

describe('the case view', () => {
  it('shows the case, its deadline, order, documents, history and conversation, and the forms to work it', () => {
    renderOnPage(<StaffCaseScreen staff={staff} worked={worked} files={files} />, { url: '/en/backoffice/cases/2026-AAAA-AAAA' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Case 2026-AAAA-AAAA');
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(summary).toHaveTextContent('23 March 2026, today is the last day');
    expect(summary).toHaveTextContent('nobody');
    expect(screen.getByRole('region', { name: 'Answers from the order' })).toHaveTextContent('Muster GmbH');
    expect(screen.getByRole('link', { name: 'Open Letter.pdf' })).toHaveAttribute('href', files.doc1.inline);
    expect(screen.getByRole('link', { name: 'Download Letter.pdf' })).toHaveAttribute('href', files.doc1.attachment);
    expect(screen.getByRole('link', { name: 'Open Order confirmation with mandate (PDF)' })).toHaveAttribute('href', files.confirmation.inline);
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByRole('heading', { name: 'Letter checked' })).toBeInTheDocument();
    expect(within(history).getByText('fine').tagName).toBe('STRONG');
    // The customer's words are text, never markup.
    expect(screen.getByRole('region', { name: 'Messages' })).toHaveTextContent('Any news? <b>not bold</b>');
    expect(screen.getByRole('button', { name: 'Take the case' })).toBeInTheDocument();
    expect(screen.getByLabelText('New status')).toHaveValue('in_review');
    expect(screen.getByRole('textbox', { name: 'Text' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeInTheDocument();
  });

  it("names an English customer's product and status in the member's own language", () => {
    renderOnPage(<StaffCaseScreen staff={staff} worked={worked} files={files} />, { url: '/backoffice/faelle/2026-AAAA-AAAA' });
    const summary = screen.getByRole('region', { name: 'Überblick' });
    expect(summary).toHaveTextContent('Kündigung & Abfindung');
    expect(summary).toHaveTextContent('In Prüfung');
    expect(summary).not.toHaveTextContent('Dismissal & severance');
    expect(summary).not.toHaveTextContent('Under review');
  });

  it('says when there is no such case and leads back to the inbox', () => {
    renderOnPage(<StaffCaseScreen staff={staff} notFound />, { url: '/backoffice/faelle/2026-0000-0000' });
    expect(screen.getByRole('alert')).toHaveTextContent('Diesen Fall gibt es nicht.');
    expect(screen.getByRole('link', { name: 'Zurück zum Eingang' })).toHaveAttribute('href', '/backoffice/faelle');
  });
});

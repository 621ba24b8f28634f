import { screen, within } from '@testing-library/react';
import { CaseStatusScreen } from '@/screens/CaseStatus';
import { type CaseFiles, caseView } from '@/screens/CaseStatus/case-view';
import { fileSize } from '@/components/conversation/file-words';
import { renderOnPage } from '../../../support/render';

const id = 'Qx7mN2pL9vR4tY8wZ1aB3cD5eF6gH0iJ2kL4mN6oP8q';

const history = {
  product_name: 'dismissal',
  reference_number: '2026-7Q4M-X9P2',
  status: 'received',
  status_description: 'Wir prüfen Ihren Fall.',
  reply_email: 'arbeit@klarfall.de',
  history: [{ date: '2026-03-10', short: 'Auftrag eingegangen', description: '<p>Willkommen.</p>' }],
  deadline: { day: '2026-03-23', days_left: 2, warning: 'urgent' as const },
};

const files: CaseFiles = {
  door: 'link',
  documents: [{ id: 'doc-1', name: 'Kündigung März.pdf', url: `/api/cases/${id}/documents/doc-1`, mediaType: 'application/pdf', sizeBytes: 48_213 }],
  confirmation: { name: 'Auftragsbestaetigung-2026-7Q4M-X9P2.pdf', url: `/api/cases/${id}/confirmation` },
};

const page = (caseFiles: CaseFiles, status = 'received') =>
  renderOnPage(<CaseStatusScreen caseStatus={{ kind: 'found', view: caseView(id, { ...history, status }, null, caseFiles) }} />, { url: `/case?id=${id}` });

describe('case status page of an order', () => {
  it('shows the dismissal deadline with a warning in words', () => {
    page(files);
    const deadline = screen.getByRole('region', { name: 'Frist für die Kündigungsschutzklage' });
    expect(deadline).toHaveTextContent('23.03.2026 – noch 2 Tage');
    expect(deadline).toHaveTextContent('Achtung: Die Frist endet am 23.03.2026.');
  });

  it('shows no deadline once the case is closed', () => {
    page(files, 'successful');
    expect(screen.queryByRole('region', { name: 'Frist für die Kündigungsschutzklage' })).not.toBeInTheDocument();
  });

  it('lists the confirmation and the uploaded documents as downloads', () => {
    page(files);
    const documents = screen.getByRole('region', { name: 'Ihre Unterlagen' });
    expect(within(documents).getByRole('link', { name: 'Auftragsbestätigung mit Vollmacht und Vertragstexten herunterladen' })).toHaveAttribute('href', `/api/cases/${id}/confirmation`);
    expect(documents).toHaveTextContent('Auftragsbestaetigung-2026-7Q4M-X9P2.pdf');
    const letter = within(documents).getByRole('link', { name: 'Kündigung März.pdf herunterladen' });
    expect(letter).toHaveAttribute('href', `/api/cases/${id}/documents/doc-1`);
    expect(documents).toHaveTextContent('PDF, 48 kB');
  });

  it('says when the documents cannot be loaded, and shows no section for a case without any', () => {
    const { unmount } = page('unavailable');
    expect(screen.getByRole('region', { name: 'Ihre Unterlagen' })).toHaveTextContent('können gerade nicht angezeigt werden');
    unmount();
    page(null);
    expect(screen.queryByRole('region', { name: 'Ihre Unterlagen' })).not.toBeInTheDocument();
  });

  it('writes file sizes per language', () => {
    expect(fileSize(48_213, 'de')).toBe('48 kB');
    expect(fileSize(2_350_000, 'de')).toBe('2,4 MB');
    expect(fileSize(2_350_000, 'en')).toBe('2.4 MB');
    expect(fileSize(200, 'en')).toBe('1 kB');
  });
});

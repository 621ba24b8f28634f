import type { CaseOrder, OrderAnswer } from '@/contracts/backoffice';
import type { CaseDocument } from '@/contracts/case-documents';
import { formatAnswerValue, formatInstant, formatOrder, formatSize } from '../../../scripts/cases/format';

const letter: CaseDocument = { id: 'doc-1', category: 'dismissal-letter', file_name: 'Kündigung.pdf', media_type: 'application/pdf', size_bytes: 48_213, created_at: '2026-03-10T09:00:00.000Z' };

const answerOf = (overrides: Partial<OrderAnswer>): OrderAnswer => ({ question: 'q', label: 'Frage', type: 'text', value: null, value_label: null, unit: null, documents: [], ...overrides });

describe('the cases CLI formats an order', () => {
  it('writes sizes as people read them', () => {
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(48_213)).toBe('48.2 kB');
    expect(formatSize(10_000_000)).toBe('10.0 MB');
  });

  it('gives the German time and the exact instant', () => {
    expect(formatInstant('2026-03-10T09:00:00.000Z')).toBe('10.03.2026, 10:00:00 (German time; 2026-03-10T09:00:00.000Z)');
  });

  it('writes each kind of answer in its own way', () => {
    expect(formatAnswerValue(answerOf({ type: 'day', value: '2026-03-02' }), [])).toBe('02.03.2026');
    expect(formatAnswerValue(answerOf({ type: 'amount', value: 3850.5, unit: 'EUR' }), [])).toBe('3.850,50\u00a0€');
    expect(formatAnswerValue(answerOf({ type: 'amount', value: 62, unit: 'm2' }), [])).toBe('62\u00a0m²');
    expect(formatAnswerValue(answerOf({ type: 'choice', value: 'more-than-10', value_label: 'mehr als 10' }), [])).toBe('mehr als 10 (more-than-10)');
    expect(formatAnswerValue(answerOf({ type: 'iban', value: 'DE89370400440532013000' }), [])).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatAnswerValue(answerOf({ type: 'text', value: null }), [])).toBe('–');
    expect(formatAnswerValue(answerOf({ type: 'document', documents: ['doc-1'] }), [letter])).toBe('Kündigung.pdf [doc-1]');
    expect(formatAnswerValue(answerOf({ type: 'document' }), [letter])).toBe('(none)');
  });

  it('prints the answers, the mandate record and the documents', () => {
    const order: CaseOrder = {
      answers: [
        answerOf({ question: 'letter-received', label: 'Kündigungsschreiben erhalten am', type: 'day', value: '2026-03-02' }),
        answerOf({ question: 'dismissal-letter', label: 'Kündigungsschreiben', type: 'document', documents: ['doc-1'] }),
      ],
      mandate: {
        text_version: '2026-1',
        customer_name: 'Łukasz Brzęczyszczykiewicz',
        typed_name: 'łukasz brzęczyszczykiewicz',
        signed_at: '2026-03-10T09:00:00.000Z',
        ip: '203.0.113.9',
        user_agent: 'Mozilla/5.0',
        early_start: false,
      },
      confirmation_file_name: 'Auftragsbestaetigung-2026-AB12-CD34.pdf',
    };
    const text = formatOrder(order, [letter]);
    expect(text).toContain('  Kündigungsschreiben erhalten am  02.03.2026');
    expect(text).toContain('  Kündigungsschreiben              Kündigung.pdf [doc-1]');
    expect(text).toContain('  Typed name     łukasz brzęczyszczykiewicz');
    expect(text).toContain('  Early start    no');
    expect(text).toContain('  IP address     203.0.113.9');
    expect(text).toMatch(/Documents \(1\)\n {2}doc-1 {2}dismissal-letter +application\/pdf +48\.2 kB {2}Kündigung\.pdf/);
  });

  it('says when a case was not ordered online', () => {
    expect(formatOrder(null, [])).toBe('Order: none (opened by the back office, not ordered online)\n\nDocuments (0)\n  none');
  });
});

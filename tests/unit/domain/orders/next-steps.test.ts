import { nextStepsText, orderNextSteps } from '@/domain/orders/next-steps';

const documents = [
  { id: 'dismissal-letter', required: true },
  { id: 'employment-contract', required: false },
];

describe('the next steps after an order', () => {
  it('begins at once when the customer asked for it', () => {
    const steps = orderNextSteps({ product: 'deposit', orderedOn: '2026-03-02', earlyStart: true, documentQuestions: [], documentCategories: [] });
    expect(steps).toEqual({ start: { atOnce: true }, mandate: 'mandate-collection', missingDocuments: [], deadlineBeforeStart: false });
  });

  it('begins at the earliest on the 15th day otherwise: the day of the order is not counted, the 14 days are (§§ 187, 355 BGB)', () => {
    const steps = orderNextSteps({ product: 'rent-brake', orderedOn: '2026-03-02', earlyStart: false, documentQuestions: [], documentCategories: [] });
    expect(steps.start).toEqual({ atOnce: false, earliest: '2026-03-17' });
  });

  it('names the documents the order came without, and a dismissal’s claim deadline', () => {
    const steps = orderNextSteps({
      product: 'dismissal',
      orderedOn: '2026-03-02',
      earlyStart: true,
      documentQuestions: documents,
      documentCategories: ['dismissal-letter', 'dismissal-letter'],
      // Received on Monday 23 February: three weeks later is Monday 16 March (§ 4 KSchG, § 188 Abs. 2 BGB).
      letterReceived: '2026-02-23',
    });
    expect(steps).toMatchObject({ mandate: 'mandate-labour', missingDocuments: ['employment-contract'], claimDeadline: '2026-03-16', deadlineBeforeStart: false });
  });

  it('warns when the claim deadline ends before we may begin without the customer’s request to start at once', () => {
    const steps = orderNextSteps({ product: 'dismissal', orderedOn: '2026-03-02', earlyStart: false, documentQuestions: documents, documentCategories: ['dismissal-letter'], letterReceived: '2026-02-23' });
    expect(steps.deadlineBeforeStart).toBe(true);
    expect(nextStepsText(steps, { documents: 'Arbeitsvertrag', account: 'create' }).yours).toEqual([
      { key: 'yours.deadlineBeforeStart', values: { date: '2026-03-16' } },
      { key: 'yours.documents', values: { documents: 'Arbeitsvertrag' } },
      { key: 'yours.account' },
    ]);
  });

  it('says our steps in order, and leaves the account to the mail’s own note', () => {
    const steps = orderNextSteps({ product: 'account-fees', orderedOn: '2026-03-02', earlyStart: false, documentQuestions: [], documentCategories: [] });
    expect(nextStepsText(steps, { documents: '', account: 'elsewhere' })).toEqual({
      ours: [{ key: 'start.later', values: { date: '2026-03-17' } }, { key: 'then.mandate-claim-purchase' }],
      yours: [],
    });
    expect(nextStepsText(steps, { documents: '', account: 'follow' }).yours).toEqual([{ key: 'yours.follow' }]);
  });
});

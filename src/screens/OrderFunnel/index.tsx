import { useRouter } from 'next/router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useHydrated } from '@/page-setup/client-only';
import { readOrderPrefill } from '@/components/calculators/order-prefill';
import { Link } from '@/components/Link';
import { lazyPart } from '@/components/ui/lazy-part';
import { PageHead } from '@/components/PageHead';
import { Container, Lead } from '@/components/ui/Container';
import type { OrderTexts } from '@/content/contract-texts';
import type { Funnel, PlacedOrder } from '@/contracts/commissioning';
import type { ProductName } from '@/domain/products';
import type { Namespace } from '@/i18n/namespaces';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page-setup/PageContext';
import { firstIncompleteStep } from './answers';
import type { ContactValues } from './contact-details';
import { clearOrderDraft, emptyDraft, type OrderDraft, readOrderDraft, writeOrderDraft } from './order-draft';
import { Progress } from './Progress';
import { QuestionsStep } from './QuestionsStep';
import { StepHeading } from './StepHeading';
import type { ConsentValues } from './SummaryStep';
import { useDraftDocuments } from './useDraftDocuments';
import { useIbanCheck } from './useIbanCheck';

export const orderFunnelNamespaces: Namespace[] = ['orderFunnel', 'commissioning', 'cases', 'errors', 'auth', 'calculators'];

/** What load.ts finds for the page. */
export interface OrderFunnelData {
  order:
    | { kind: 'notFound' }
    | { kind: 'unavailable' }
    | { kind: 'ready'; product: ProductName; funnel: Funnel; texts: OrderTexts; account: ContactValues | null };
}

function StepLoading({ error }: { error?: Error | null }) {
  const { t } = useTranslation('orderFunnel');
  return error ? <p role="alert">{t('stepFailed')}</p> : <p role="status">{t('loading')}</p>;
}

// The steps after the questions load when they are first reached, not with the page: the contact
// details, then the summary (contract texts, fee rules, IBAN formats), which brings what follows the
// order with it (the next steps with their deadline rules, the thank-you page), so that placing the
// order waits for no download.
const loadNextSteps = () => import('./next-steps-of-order');
const loadOrderPlaced = () => import('./OrderPlaced').then((module) => module.OrderPlaced);
const ContactStep = lazyPart(() => import('./ContactStep').then((module) => module.ContactStep), StepLoading);
const SummaryStep = lazyPart(() => {
  // Fetched beside the summary; a failure shows where the part is needed.
  loadNextSteps().catch(() => undefined);
  loadOrderPlaced().catch(() => undefined);
  return import('./SummaryStep').then((module) => module.SummaryStep);
}, StepLoading);
const OrderPlaced = lazyPart(loadOrderPlaced, StepLoading);

/** The steps after the product's own: contact details, then the summary with the order button. */
const contactStepId = 'contact';
const summaryStepId = 'summary';

const sameValues = (a: Record<string, unknown>, b: Record<string, unknown>) => Object.keys(b).every((key) => Object.is(a[key], b[key]));

/**
 * Commissioning online: the product's questions step by step, the customer's contact details, then the
 * summary where the order is placed. An app route: the page needs the browser (uploads, the steps),
 * so it renders once the order draft kept in this tab is read.
 */
export function OrderFunnelScreen({ order }: OrderFunnelData) {
  const { t } = useTranslation(['orderFunnel', 'cases']);
  if (order.kind !== 'ready') {
    const key = order.kind === 'notFound' ? 'notFound' : 'unavailable';
    return (
      <Container $narrow>
        <PageHead title={t(`${key}.title`)} />
        <h1>{t(`${key}.title`)}</h1>
        <Lead>{t(`${key}.text`)}</Lead>
        <Link to="home">{t('toHome')}</Link>
      </Container>
    );
  }
  const product = t(`cases:products.${order.product}.title`);
  return (
    <Container $narrow>
      <PageHead title={t('title', { product })} description={t('description', { product })} />
      <h1>{t('title', { product })}</h1>
      <OrderFunnelLoader product={order.product} funnel={order.funnel} texts={order.texts} account={order.account} />
    </Container>
  );
}

/**
 * The stored order of this tab, or a new one with what the calculators left for the product. The
 * signed-in customer's name and address fill contact details not typed yet.
 */
function startingDraft(product: ProductName, funnel: Funnel, account: ContactValues | null): { draft: OrderDraft; prefilled: boolean } {
  // Each detail the customer has not typed yet comes from the account.
  const withAccount = (draft: OrderDraft): OrderDraft => {
    if (!account) return draft;
    const customer = { ...draft.customer };
    for (const key of Object.keys(customer) as (keyof ContactValues)[]) if (!customer[key].trim() && account[key]) customer[key] = account[key];
    return { ...draft, customer };
  };
  const stored = readOrderDraft(product);
  if (stored) return { draft: withAccount(stored), prefilled: false };
  const prefill = readOrderPrefill(product);
  const known = new Set(funnel.steps.flatMap((step) => step.questions.map((question) => question.id)));
  const answers = Object.fromEntries(Object.entries(prefill.answers).filter(([id]) => known.has(id)));
  return { draft: withAccount({ ...emptyDraft(), answers, calculatedAmount: prefill.calculatedAmount }), prefilled: Object.keys(answers).length > 0 };
}

/** The funnel starts once the page runs in the browser, where the order of this tab is kept. */
function OrderFunnelLoader(props: { product: ProductName; funnel: Funnel; texts: OrderTexts; account: ContactValues | null }) {
  const { t } = useTranslation('orderFunnel');
  if (!useHydrated()) {
    return (
      <>
        <p role="status">{t('loading')}</p>
        <noscript>
          <p>{t('noScript')}</p>
        </noscript>
      </>
    );
  }
  return <OrderFunnel {...props} />;
}

function OrderFunnel({ product, funnel, texts, account }: { product: ProductName; funnel: Funnel; texts: OrderTexts; account: ContactValues | null }) {
  const { t } = useTranslation('orderFunnel');
  const language = useLanguage();
  const router = useRouter();
  const [{ draft: initialDraft, prefilled }] = useState(() => startingDraft(product, funnel, account));
  const [draft, setDraft] = useState(initialDraft);
  const [moved, setMoved] = useState(false);

  const update = useCallback(
    (change: (current: OrderDraft) => OrderDraft) =>
      setDraft((current) => {
        const next = change(current);
        if (next !== current) writeOrderDraft(product, next);
        return next;
      }),
    [product],
  );
  const setDraftToken = useCallback((token: string | undefined) => update((current) => ({ ...current, draftToken: token })), [update]);
  const uploads = useDraftDocuments(initialDraft.draftToken, setDraftToken);
  const iban = useIbanCheck(funnel);

  const stepIds = useMemo(() => [...funnel.steps.map((step) => step.id), contactStepId, summaryStepId], [funnel]);
  const titles = [...funnel.steps.map((step) => step.title), t('steps.contact'), t('steps.summary')];
  const requested = stepIds.indexOf(String(router.query.step ?? ''));
  const current = requested === -1 ? 0 : requested;

  const navigate = useCallback(
    (index: number, replace = false) => {
      const query = { ...router.query, step: stepIds[index] };
      void (replace ? router.replace : router.push)({ pathname: router.pathname, query }, undefined, { shallow: true, scroll: true });
    },
    [router, stepIds],
  );
  /** The customer moves to another step: its heading takes the focus. */
  const goTo = useCallback(
    (index: number, replace = false) => {
      setMoved(true);
      navigate(index, replace);
    },
    [navigate],
  );

  // A step can only be reached once the ones before it are complete (a bookmark, a reload after
  // answers expired): the first incomplete one is shown instead.
  useEffect(() => {
    if (!uploads.loaded || !iban.ready || draft.placed) return;
    const documentCategories = uploads.documents.map((document) => document.category);
    let reachable = firstIncompleteStep(funnel, draft.answers, language, documentCategories, iban.checkIban);
    if (reachable === funnel.steps.length && (!draft.customer.name.trim() || !draft.customer.email.trim())) reachable = stepIds.indexOf(contactStepId);
    else if (reachable === funnel.steps.length) reachable = stepIds.length - 1;
    if (current > reachable) navigate(reachable, true);
    // Checked when the page opens and when the step changes, not on every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [uploads.loaded, iban.ready, current]);

  const keepAnswers = useCallback(
    (values: Record<string, string>) => update((current) => (sameValues(current.answers, values) ? current : { ...current, answers: { ...current.answers, ...values } })),
    [update],
  );
  const keepContact = useCallback(
    (values: ContactValues) => update((current) => (sameValues(current.customer as unknown as Record<string, unknown>, values as unknown as Record<string, unknown>) ? current : { ...current, customer: values })),
    [update],
  );
  const keepConsent = useCallback(
    (values: ConsentValues) => update((current) => (sameValues(current.consent as unknown as Record<string, unknown>, values as unknown as Record<string, unknown>) ? current : { ...current, consent: values })),
    [update],
  );
  const placed = useCallback(
    (answer: PlacedOrder) => {
      const documentCategories = uploads.documents.map((document) => document.category);
      // Loaded with the summary; should that have failed, the note goes without the next steps.
      void loadNextSteps().then(
        ({ nextStepsOfOrder }) => nextStepsOfOrder,
        () => undefined,
      ).then((nextStepsOf) =>
        update((current) => ({
          ...emptyDraft(),
          placed: {
            referenceNumber: answer.case.reference_number,
            statusUrl: answer.case.status_url,
            email: current.customer.email.trim(),
            ...nextStepsOf?.(current, { product, funnel, documentCategories }),
            signedIn: account !== null,
          },
        })),
      );
    },
    [update, funnel, product, uploads.documents, account],
  );

  if (draft.placed) {
    return (
      <OrderPlaced
        placed={draft.placed}
        onAnother={() => {
          clearOrderDraft(product);
          setDraft(emptyDraft());
          goTo(0, true);
        }}
      />
    );
  }

  // The answers are checked from the first step on: a funnel that asks for an IBAN waits for its check.
  if (!iban.ready) return <StepLoading error={iban.error} />;

  const back = current > 0 ? () => goTo(current - 1) : undefined;
  return (
    <>
      <Progress titles={titles} current={current} />
      <StepHeading focus={moved}>{titles[current]}</StepHeading>
      {current === 0 && prefilled && <Lead>{t('prefilled')}</Lead>}
      {current < funnel.steps.length ? (
        <QuestionsStep
          key={stepIds[current]}
          product={product}
          funnel={funnel}
          step={current}
          typed={draft.answers}
          uploads={uploads}
          checkIban={iban.checkIban}
          onChange={keepAnswers}
          onNext={() => goTo(current + 1)}
          onBack={back}
        />
      ) : stepIds[current] === contactStepId ? (
        <ContactStep
          product={product}
          funnel={funnel}
          draft={draft}
          onChange={keepContact}
          onNext={() => goTo(current + 1)}
          onBack={() => goTo(current - 1)}
        />
      ) : (
        <SummaryStep
          product={product}
          funnel={funnel}
          texts={texts}
          draft={draft}
          uploads={uploads}
          stepTitles={titles}
          onChange={keepConsent}
          onGo={goTo}
          onPlaced={placed}
        />
      )}
    </>
  );
}

import type { GetServerSideProps } from 'next';
import { type CaseDetailsQuestionnaire, type EngineCaseHistory, fetchCaseDetails, fetchCaseHistory, type ScoutPosition } from '@/api-client/engine';
import { sanitiseHtml } from '@/html/safe-html';
import type { Language } from '@/i18n/language';
import { type PageProps, pageProps } from '@/page/page-props';
import { routePath } from '@/routes';
import type { CaseScout, CaseStatusState, CaseView } from './case-view';
import { caseStatusNamespaces } from './namespaces';

/**
 * getServerSideProps of the case status page (`/case?id=…`, `/en/case?id=…`). Imported by the page
 * files only, so that Next keeps it and the engine token out of the browser bundle.
 *
 * The history comes from the engine with the server's access token; the product's case-details
 * questionnaire follows. Every piece of HTML is sanitised here, whatever the engine claims to have
 * done. A missing or unknown id answers 404 with the page's own explanation; an engine failure 503
 * with a translated message. If only the questionnaire fails, the page shows the history without it.
 */
export interface CaseStatusPageProps extends PageProps {
  caseStatus: CaseStatusState;
}

const positions: readonly ScoutPosition[] = ['left', 'right', 'other'];

/** Newest first by date; entries of one day keep the engine's order. */
const newestFirst = (history: EngineCaseHistory['history']) =>
  history
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => (a.entry.date === b.entry.date ? a.index - b.index : Date.parse(b.entry.date) - Date.parse(a.entry.date) || a.index - b.index))
    .map(({ entry }) => entry);

export function scoutsOf(details: CaseDetailsQuestionnaire): CaseScout[] {
  const categories = details.questionnaire.steps[0]?.categories ?? [];
  return categories
    .flatMap((category, categoryIndex) =>
      category.scouts.map((scout, scoutIndex) => ({
        key: `${category.name ?? categoryIndex}-${scout.name ?? scoutIndex}`,
        position: positions.includes(scout.position as ScoutPosition) ? (scout.position as ScoutPosition) : 'other',
        mobilePosition: Number.isFinite(Number(scout.mobile_position)) ? Number(scout.mobile_position) : Number.MAX_SAFE_INTEGER,
        content: sanitiseHtml(scout.content),
      })),
    )
    .filter((scout) => scout.content.trim() !== '')
    .sort((a, b) => a.mobilePosition - b.mobilePosition);
}

export function caseView(id: string, history: EngineCaseHistory, details: CaseDetailsQuestionnaire | null): CaseView {
  return {
    id,
    productName: history.product_name,
    referenceNumber: history.reference_number ?? null,
    status: history.status ?? null,
    statusDescription: history.status_description ?? null,
    replyEmail: history.reply_email ?? null,
    history: newestFirst(history.history).map((entry) => ({ date: entry.date, short: entry.short, description: sanitiseHtml(entry.description) })),
    scouts: details ? scoutsOf(details) : [],
  };
}

/** The page's address in both languages keeps the id, so the language switch stays on the case. */
const slugsWithId = (id: string) =>
  Object.fromEntries((['de', 'en'] as const).map((language) => [language, `${routePath('caseStatus', language)}?${new URLSearchParams({ id })}`])) as Record<Language, string>;

export const caseStatusProps =
  (language: Language): GetServerSideProps<CaseStatusPageProps> =>
  async ({ query, res }) => {
    // The URL is the case's key: never keep the page in a shared cache.
    res.setHeader('Cache-Control', 'private, no-store');
    const raw = Array.isArray(query.id) ? query.id[0] : query.id;
    const id = (raw ?? '').trim();
    const base = await pageProps('caseStatus', language, caseStatusNamespaces);
    const respond = (caseStatus: CaseStatusState, status = 200) => {
      res.statusCode = status;
      return { props: { ...base, ...(id ? { slugs: slugsWithId(id) } : {}), caseStatus } };
    };

    if (!id) return respond({ kind: 'notFound' }, 404);
    const history = await fetchCaseHistory(id, language);
    if (!history.ok) {
      if (history.status === 404) return respond({ kind: 'notFound' }, 404);
      // The page is not the backend and has no logger of its own; the server's stderr is the log.
      console.error('case status page: engine unavailable', history.status, history.errors.map((error) => error.key).join(', '));
      return respond({ kind: 'unavailable', id }, 503);
    }
    const details = await fetchCaseDetails(history.data.product_name, language);
    return respond({ kind: 'found', view: caseView(id, history.data, details.ok ? details.data : null) });
  };

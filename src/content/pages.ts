/**
 * Information pages (services, prices, company, help, legal): content/pages/<language>/<routeId>.md.
 * Front matter: title, metaTitle (a shorter <title> where the h1 is long), description (search results), lead, optional actions (calls to action), related
 * (other pages: a route id, whose own title and lead become the card, or {to, label, text}), widgets
 * and topic (which articles the `articles` widget shows), and contractText (a contract text of content/commissioning that
 * follows the page's own words, see contract-texts.ts).
 */
import type { Language } from '@/basics/language';
import type { RouteId } from '@/routes';
import { findArticle } from './articles';
import { contractTextMarkdown, type PublishedContractText, publishedContractTexts } from './contract-texts';
import { FrontMatter } from './fields';
import { defaultContentDir, memoise, readContentFile } from './files';
import { ContentError, parseMarkdown, splitFrontMatter } from './markdown';
import { fillPlaceholders, placeholderValues } from './placeholders';
import { isProductName, productNames } from '@/domain/products';
import type { ContentAction, ContentPageData, ContentWidget } from './types';

const widgetNames: ContentWidget[] = ['reviews', 'reviewList', 'testimonial', 'pressBar', 'team', 'jobs', 'articles'];

interface PageFile extends ContentPageData {
  file: string;
  articleLinks: Set<string>;
}

function readPage(dir: string, language: Language, routeId: RouteId, resolveRelated = true): PageFile | undefined {
  const found = readContentFile(dir, 'pages', language, `${routeId}.md`);
  if (!found) return undefined;
  const { file, source } = found;
  const values = placeholderValues(language);
  const fill = (text: string) => fillPlaceholders(text, values, file);
  const { data, body } = splitFrontMatter(source, file);
  const fields = new FrontMatter(data, file, fill);
  fields.allowOnly(['title', 'metaTitle', 'description', 'lead', 'actions', 'related', 'widgets', 'topic', 'contractText']);
  const contractText = fields.optionalString('contractText');
  if (contractText !== undefined && !publishedContractTexts.includes(contractText as PublishedContractText)) {
    throw new ContentError(file, `contractText must be one of ${publishedContractTexts.join(', ')}`);
  }

  const actions: ContentAction[] = fields.list('actions').map((entry, index) => {
    const item = entry as { to?: unknown; label?: unknown; product?: unknown };
    if (typeof item?.label !== 'string') throw new ContentError(file, `actions[${index}] needs a label`);
    const to = fields.route(item.to, `actions[${index}].to`);
    // The order funnel is a product's: `product` names it.
    if (to !== 'orderFunnel') return { to, label: fill(item.label) };
    if (!isProductName(item.product)) throw new ContentError(file, `actions[${index}].product must be one of ${productNames.join(', ')}`);
    return { to, params: { product: item.product }, label: fill(item.label) };
  });

  const related: ContentAction[] = resolveRelated
    ? fields.list('related').map((entry, index) => {
        if (typeof entry === 'string') {
          const to = fields.route(entry, `related[${index}]`);
          const target = readPage(dir, language, to, false);
          if (!target) throw new ContentError(file, `related[${index}]: "${to}" has no content page; give {to, label, text}`);
          return { to, label: target.title, text: target.lead };
        }
        const item = entry as { to?: unknown; label?: unknown; text?: unknown };
        if (typeof item?.label !== 'string' || typeof item.text !== 'string') {
          throw new ContentError(file, `related[${index}] needs a label and a text`);
        }
        return { to: fields.route(item.to, `related[${index}].to`), label: fill(item.label), text: fill(item.text) };
      })
    : [];

  const widgets = fields.list('widgets').map((widget) => {
    if (!widgetNames.includes(widget as ContentWidget)) throw new ContentError(file, `unknown widget "${String(widget)}"`);
    return widget as ContentWidget;
  });

  const articleLinks = new Set<string>();
  return {
    file,
    articleLinks,
    title: fields.string('title'),
    metaTitle: fields.optionalString('metaTitle') ?? fields.string('title'),
    description: fields.string('description'),
    lead: fields.string('lead'),
    actions,
    related,
    widgets,
    topic: data.topic === undefined ? null : fields.topic('topic'),
    // A contract text follows the page's own words (if any) as it stands in the current version.
    body: parseMarkdown(
      contractText ? `${fill(body)}\n\n${contractTextMarkdown(dir, language, contractText as PublishedContractText).markdown}` : fill(body),
      { file, articleLinks },
    ),
  };
}

const loadPage = memoise((key: string) => {
  const [dir, language, routeId] = key.split('\u0000') as [string, Language, RouteId];
  return readPage(dir, language, routeId);
});

/** The content page of a route, or undefined when the route has none. */
export function findContentPage(language: Language, routeId: RouteId, dir: string = defaultContentDir) {
  return loadPage([dir, language, routeId].join('\u0000'));
}

/** The content page of a route, checked and ready for page props; a missing file is a build error. */
export function contentPageOf(language: Language, routeId: RouteId, dir: string = defaultContentDir): ContentPageData {
  const page = findContentPage(language, routeId, dir);
  if (!page) throw new Error(`content/pages/${language}/${routeId}.md is missing`);
  const { file, articleLinks, ...data } = page;
  for (const slug of articleLinks) {
    if (!findArticle(language, slug, dir)) throw new ContentError(file, `links to the unknown ${language} article "${slug}"`);
  }
  return data;
}

/** Cards for other pages: each page's own title and lead, so a card never drifts from its page. */
export function routeCards(language: Language, routeIds: readonly RouteId[], dir: string = defaultContentDir): ContentAction[] {
  return routeIds.map((to) => {
    const { title, lead } = contentPageOf(language, to, dir);
    return { to, label: title, text: lead };
  });
}

/**
 * Articles (guides and news): content/articles/<language>/<slug>.md. The file name is the slug of the
 * URL; `key` in the front matter pairs an article with its translation, which must exist.
 */
import { formatDateIn } from '@/basics/calendar';
import { type Language, languages } from '@/basics/language';
import { FrontMatter } from './fields';
import { defaultContentDir, listContentFiles, memoise, readContentFile } from './files';
import { ContentError, parseMarkdown, plainText, splitFrontMatter } from './markdown';
import { fillPlaceholders, placeholderValues } from './placeholders';
import type { ArticleData, ArticleTeaser, ContentAction, Topic } from './types';

interface ArticleFile extends Omit<ArticleData, 'siblingSlug'> {
  key: string;
  file: string;
  articleLinks: Set<string>;
}

const wordsPerMinute = 200;
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function readArticle(dir: string, language: Language, name: string): ArticleFile {
  const { file, source } = readContentFile(dir, 'articles', language, name)!;
  const slug = name.replace(/\.md$/, '');
  if (!slugPattern.test(slug)) throw new ContentError(file, 'file name must be a slug: lower-case letters, digits and dashes');
  const values = placeholderValues(language);
  const fill = (text: string) => fillPlaceholders(text, values, file);
  const { data, body } = splitFrontMatter(source, file);
  const fields = new FrontMatter(data, file, fill);
  fields.allowOnly(['key', 'title', 'metaTitle', 'description', 'teaser', 'date', 'topic', 'related']);
  const articleLinks = new Set<string>();
  const tree = parseMarkdown(fill(body), { file, articleLinks });
  const related: ContentAction[] = fields.list('related').map((entry, index) => {
    const item = entry as { to?: unknown; label?: unknown };
    const label = typeof item?.label === 'string' ? fill(item.label) : '';
    if (!label) throw new ContentError(file, `related[${index}] needs a label`);
    return { to: fields.route(item.to, `related[${index}].to`), label };
  });
  return {
    key: fields.string('key'),
    file,
    slug,
    title: fields.string('title'),
    metaTitle: fields.optionalString('metaTitle') ?? fields.string('title'),
    description: fields.string('description'),
    teaser: fields.string('teaser'),
    date: fields.date('date'),
    dateText: formatDateIn(language, fields.date('date')),
    topic: fields.topic('topic'),
    readingMinutes: Math.max(1, Math.ceil(plainText(tree).split(/\s+/).filter(Boolean).length / wordsPerMinute)),
    body: tree,
    related,
    articleLinks,
  };
}

const newestFirst = (a: ArticleTeaser, b: ArticleTeaser) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);

/** Every article of both languages, checked: siblings exist, keys are unique, article links resolve. */
const readAllArticles = memoise((dir: string): Record<Language, ArticleData[]> => {
  const files = Object.fromEntries(
    languages.map((language) => [language, listContentFiles(dir, 'articles', language).map((name) => readArticle(dir, language, name))]),
  ) as Record<Language, ArticleFile[]>;

  const result = {} as Record<Language, ArticleData[]>;
  for (const language of languages) {
    const other = languages.find((candidate) => candidate !== language)!;
    const seenKeys = new Set<string>();
    result[language] = files[language]
      .map(({ key, file, articleLinks, ...article }) => {
        if (seenKeys.has(key)) throw new ContentError(file, `key "${key}" is used by two ${language} articles`);
        seenKeys.add(key);
        const sibling = files[other].find((candidate) => candidate.key === key);
        if (!sibling) throw new ContentError(file, `no ${other} article with key "${key}"`);
        for (const slug of articleLinks) {
          if (!files[language].some((candidate) => candidate.slug === slug)) {
            throw new ContentError(file, `links to the unknown ${language} article "${slug}"`);
          }
        }
        return { ...article, siblingSlug: sibling.slug };
      })
      .sort(newestFirst);
  }
  return result;
});

export function loadArticles(dir: string = defaultContentDir): Record<Language, ArticleData[]> {
  return readAllArticles(dir);
}

export function articlesOf(language: Language, dir?: string): ArticleData[] {
  return loadArticles(dir)[language];
}

export function findArticle(language: Language, slug: string, dir?: string): ArticleData | undefined {
  return articlesOf(language, dir).find((article) => article.slug === slug);
}

const teaserOf = ({ slug, title, teaser, topic, date, dateText }: ArticleData): ArticleTeaser => ({ slug, title, teaser, topic, date, dateText });

/** The newest teasers, optionally of some topics only. */
export function articleTeasers(language: Language, { topics, limit }: { topics?: Topic[]; limit?: number } = {}, dir?: string): ArticleTeaser[] {
  const matching = articlesOf(language, dir).filter((article) => !topics || topics.includes(article.topic));
  return matching.slice(0, limit ?? matching.length).map(teaserOf);
}

/**
 * What the content layer hands to screens: plain, serialisable data (it travels in page props). The
 * loaders that read the files (the other modules of src/content) are server-only; screens import only
 * these types.
 */
import type { RouteId, RouteParams } from '@/routes';

/** A Markdown document as a tree. Internal links name a route, so they resolve in the page's language. */
export type ContentNode =
  | { type: 'text'; value: string }
  | { type: 'break' }
  | { type: 'rule' }
  | { type: 'element'; tag: ContentTag; children: ContentNode[]; align?: 'left' | 'center' | 'right' }
  | { type: 'link'; to: RouteId; params?: RouteParams; hash?: string; children: ContentNode[] }
  | { type: 'link'; href: string; children: ContentNode[] };

export type ContentTag =
  | 'p'
  | 'h2'
  | 'h3'
  | 'h4'
  | 'ul'
  | 'ol'
  | 'li'
  | 'blockquote'
  | 'strong'
  | 'em'
  | 'code'
  | 'table'
  | 'thead'
  | 'tbody'
  | 'tr'
  | 'th'
  | 'td';

export type Topic = 'rent' | 'labour' | 'finance' | 'internet';

/** A call to action or related link named in front matter. */
export interface ContentAction {
  to: RouteId;
  /** The target's path parameters (the product of an order funnel). */
  params?: RouteParams;
  label: string;
  /** One line about the target (related links show it under the label). */
  text?: string;
}

/** Extra blocks a content page shows after its text: reviews, articles, and what content/company holds. */
export type ContentWidget = 'reviews' | 'reviewList' | 'testimonial' | 'pressBar' | 'team' | 'jobs' | 'articles';

export interface ContentPageData {
  /** The h1. */
  title: string;
  /** The <title> and link-preview title: `metaTitle` from the front matter where the h1 is too long, else the h1. */
  metaTitle: string;
  description: string;
  lead: string;
  /** Main call to action in the page header. */
  actions: ContentAction[];
  body: ContentNode[];
  related: ContentAction[];
  widgets: ContentWidget[];
  /** Articles to show with the `articles` widget (newest first). */
  topic: Topic | null;
}

export interface ArticleTeaser {
  slug: string;
  title: string;
  teaser: string;
  topic: Topic;
  /** YYYY-MM-DD */
  date: string;
  /** The date as shown in the page's language, formatted at build time so browsers need no date library. */
  dateText: string;
}

export interface ArticleData extends ArticleTeaser {
  /** The <title> and link-preview title (see ContentPageData). */
  metaTitle: string;
  description: string;
  /** Reading time in minutes, from the word count. */
  readingMinutes: number;
  body: ContentNode[];
  /** The same article in the other language. */
  siblingSlug: string;
  related: ContentAction[];
}

/**
 * content/company/<language>.json: what the provider fills in about itself. Every list may be empty,
 * and its block is then left out.
 */
export interface CompanyContent {
  /** Where the press wrote about the provider. */
  press: { outlet: string; headline: string; date: string; dateText?: string; url?: string }[];
  /** The people of the company, as they agreed to be named. */
  team: { name: string; role: string; text?: string }[];
  /** Open positions. */
  jobs: { title: string; location: string; hours?: string; text: string; url?: string }[];
}

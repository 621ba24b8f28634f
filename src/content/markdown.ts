/**
 * Markdown for pages and articles, parsed at build time into a tree the `Markdown` component renders
 * with React. Raw HTML is switched off, so content can never inject markup or scripts, and links name
 * their target instead of a path:
 *   [Mietpreisbremse](route:rentBrake)   a page of the route table, in the document's language
 *   [Kaution](article:mietkaution-zurueck) an article of the same language
 *   https://…, mailto:…, tel:…           external targets, kept as they are
 */
import MarkdownIt, { type Token } from 'markdown-it';
import { parse as parseYaml } from 'yaml';
import { type RouteId, routeIds, routes } from '@/routes';
import type { ContentNode, ContentTag } from './types';

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

export class ContentError extends Error {
  constructor(file: string, message: string) {
    super(`${file}: ${message}`);
    this.name = 'ContentError';
  }
}

export interface ParseContext {
  file: string;
  /** Collects every article slug the document links to, for the loader to check. */
  articleLinks?: Set<string>;
}

const blockTags = new Set<ContentTag>(['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'table', 'thead', 'tbody', 'tr', 'th', 'td']);
const inlineTags = new Set<ContentTag>(['strong', 'em']);

type Parent = { children: ContentNode[] };

export function parseMarkdown(source: string, context: ParseContext): ContentNode[] {
  return build(markdown.parse(source, {}), context);
}

function build(tokens: Token[], context: ParseContext): ContentNode[] {
  const root: Parent = { children: [] };
  const stack: Parent[] = [root];
  for (const token of tokens) {
    const top = stack[stack.length - 1];
    if (token.type === 'inline') {
      top.children.push(...build(token.children ?? [], context));
    } else if (token.nesting === 1) {
      // Paragraphs inside tight list items are hidden: their text belongs to the item itself.
      if (token.hidden) {
        stack.push(top);
        continue;
      }
      const node = openNode(token, context);
      top.children.push(node);
      stack.push(node as Parent);
    } else if (token.nesting === -1) {
      stack.pop();
    } else {
      leaf(token, top, context);
    }
  }
  return mergeText(root.children);
}

function openNode(token: Token, context: ParseContext): ContentNode {
  if (token.type === 'link_open') return { ...linkTarget(token.attrGet('href') ?? '', context), children: [] };
  const tag = token.tag as ContentTag;
  if (token.tag === 'h1') throw new ContentError(context.file, 'use ## and below in the text: the page title is the one h1');
  if (!blockTags.has(tag) && !inlineTags.has(tag)) {
    throw new ContentError(context.file, `unsupported Markdown element "${token.type}"`);
  }
  const align = /text-align:(left|center|right)/.exec(token.attrGet('style') ?? '')?.[1] as 'left' | 'center' | 'right' | undefined;
  return align ? { type: 'element', tag, children: [], align } : { type: 'element', tag, children: [] };
}

function leaf(token: Token, parent: Parent, context: ParseContext) {
  switch (token.type) {
    case 'text':
      parent.children.push({ type: 'text', value: token.content });
      return;
    case 'softbreak':
      parent.children.push({ type: 'text', value: '\n' });
      return;
    case 'hardbreak':
      parent.children.push({ type: 'break' });
      return;
    case 'hr':
      parent.children.push({ type: 'rule' });
      return;
    case 'code_inline':
      parent.children.push({ type: 'element', tag: 'code', children: [{ type: 'text', value: token.content }] });
      return;
    default:
      throw new ContentError(context.file, `unsupported Markdown element "${token.type}"`);
  }
}

function linkTarget(href: string, context: ParseContext): { type: 'link'; to: RouteId; params?: Record<string, string>; hash?: string } | { type: 'link'; href: string } {
  const [target, hash] = href.split('#', 2);
  if (target.startsWith('route:')) {
    const id = target.slice('route:'.length);
    if (!(routeIds as string[]).includes(id)) throw new ContentError(context.file, `link to unknown route "${id}"`);
    if (routes[id as RouteId].de.includes('[')) throw new ContentError(context.file, `route "${id}" needs parameters: use article:<slug>`);
    return hash ? { type: 'link', to: id as RouteId, hash } : { type: 'link', to: id as RouteId };
  }
  if (target.startsWith('article:')) {
    const slug = target.slice('article:'.length);
    context.articleLinks?.add(slug);
    return { type: 'link', to: 'article', params: { slug } };
  }
  if (/^(https:\/\/|mailto:|tel:)/.test(href)) return { type: 'link', href };
  throw new ContentError(context.file, `link "${href}" must be route:<id>, article:<slug>, https://, mailto: or tel:`);
}

/** Neighbouring text nodes become one (markdown-it splits text at every special character). */
function mergeText(nodes: ContentNode[]): ContentNode[] {
  const merged: ContentNode[] = [];
  for (const node of nodes) {
    const last = merged[merged.length - 1];
    if (node.type === 'text' && last?.type === 'text') {
      merged[merged.length - 1] = { type: 'text', value: last.value + node.value };
    } else if (node.type === 'element' || node.type === 'link') {
      merged.push({ ...node, children: mergeText(node.children) });
    } else {
      merged.push(node);
    }
  }
  return merged;
}

/** Plain text of a tree (for word counts and descriptions). */
export function plainText(nodes: ContentNode[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return node.value;
      if (node.type === 'element' || node.type === 'link') return `${plainText(node.children)} `;
      return ' ';
    })
    .join('');
}

/** Splits `---` front matter (YAML) from the Markdown body. */
export function splitFrontMatter(source: string, file: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new ContentError(file, 'front matter (--- … ---) missing at the top');
  const data: unknown = parseYaml(match[1]);
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new ContentError(file, 'front matter must be a YAML mapping');
  return { data: data as Record<string, unknown>, body: match[2] };
}

import { hardwareTermPattern, termKey, termText } from './hardware-terms';

/**
 * Turns a model's answer into what the widget shows (spec section 7): external citations out, links
 * only to our own pages, hardware terms linked to the results page. The widget renders the segments as
 * text and router links; nothing is ever rendered as HTML.
 */

export type ChatSegment = { type: 'text'; text: string } | { type: 'link'; text: string; href: string };

export interface ChatAnswer {
  /** The answer as plain text (what the widget sends back as history). */
  reply: string;
  segments: ChatSegment[];
}

export interface FormatOptions {
  /** Our own site's origin: links to it become in-app links, every other site's are dropped. */
  publicOrigin: string;
}

const PRODUCT_PATH = /^\/product-detail\/\d+$/;
const RESULTS_PATH = /^\/search-result\/?\?[^\s"'<>]*$/;
const PRODUCT_LINK_TEXT = 'Ver producto';
const RESULTS_LINK_TEXT = 'Ver resultados';

export const searchResultHref = (term: string) =>
  `/search-result/?wordKey=${encodeURIComponent(term)}&page=1`;

/** An in-app path for a link target, or null when it points anywhere else. */
function internalPath(target: string, publicOrigin: string): string | null {
  let path = target.trim().replace(/^<|>$/g, '');
  if (/^https?:\/\//i.test(path)) {
    try {
      const url = new URL(path);
      if (url.origin !== publicOrigin) return null;
      path = url.pathname + url.search;
    } catch {
      return null;
    }
  }
  return PRODUCT_PATH.test(path) || RESULTS_PATH.test(path) ? path : null;
}

const SOURCES_HEADING =
  /^[ \t>*#-]*(?:\*\*|__)?(fuentes?|referencias?|sources?|bibliograf[ií]a)(?:\*\*|__)?\s*:(?:\*\*|__)?\s*(.*)$/i;
const CITATION_LIKE = /https?:\/\/|www\.|\[\^?\d+\]|\b[a-z0-9-]+\.(?:com|org|net|io|es|ar|info|edu|gov)\b/i;
const LIST_ITEM = /^\s*(?:[-*•]|\d+[.)])\s+/;
const FOOTNOTE = /^[ \t>*-]*(?:\d+\.\s*)?\[\^?\d+\]:?\s/;
const ONLY_ADDRESS = /^[ \t>*-]*(?:\d+\.\s*)?<?(?:https?:\/\/|www\.)\S+>?\s*$/i;
const OUR_PAGE = /\/(?:product-detail|search-result)\//;

/** Drops source sections, footnote lines and lines that are only another site's address. */
function dropSourceLines(text: string): string {
  const kept: string[] = [];
  let inSources = false;
  for (const line of text.split('\n')) {
    const citationLine = FOOTNOTE.test(line) || (ONLY_ADDRESS.test(line) && !OUR_PAGE.test(line));
    if (inSources && line.trim() && (LIST_ITEM.test(line) || citationLine)) continue;
    inSources = false;
    const heading = SOURCES_HEADING.exec(line);
    if (heading) {
      const rest = heading[2]!.trim();
      if (!rest) {
        inSources = true;
        continue;
      }
      // "Fuente: Corsair RM750e" is a power supply in a build list, not a citation.
      if (heading[1]!.toLowerCase() !== 'fuente' || CITATION_LIKE.test(rest)) continue;
    }
    if (!citationLine) kept.push(line);
  }
  return kept.join('\n');
}

/** Source lists, footnotes and inline markers: "[1]", "[^2]", "【3†fuente】", "(Fuente: https://…)". */
export function stripCitations(text: string): string {
  return dropSourceLines(text.replace(/\r\n?/g, '\n'))
    .replace(/【[^】]*】/g, '')
    .replace(/\[\^?\d+(?:\s*[,–-]\s*\^?\d+)*\]/g, '')
    .replace(/\s*\((?:fuentes?|sources?|v[ée]ase|ver)\s*:?[^)]*(?:https?:|www\.)[^)]*\)/gi, '');
}

/** Emphasis and heading marks the widget does not render. */
function plainMarkdown(text: string): string {
  return text
    .replace(/\*\*|__/g, '')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/^(\s*)\*\s+/gm, '$1- ');
}

function tidy(text: string): string {
  return text
    .replace(/\(\s*\)/g, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([.,;:!?)])/g, '$1')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Markdown links, angle-bracket and bare addresses, bare product paths. */
const LINK_PATTERN =
  /\[([^\]\n]{1,200})\]\(\s*(<?[^)\s]+>?)\s*\)|<?(https?:\/\/[^\s<>()\]]+|www\.[^\s<>()\]]+)>?|\(?(\/product-detail\/\d+)\)?/gi;

interface LinkMatch {
  /** What the shopper reads in place of the link ('' drops it). */
  text: string;
  /** The in-app path, or null for a link to another site. */
  href: string | null;
  /** Punctuation the address swallowed ("…en https://x.com.") that belongs to the sentence. */
  trailing: string;
}

function readLink(match: RegExpMatchArray, publicOrigin: string): LinkMatch {
  const [, label, target, bare, productPath] = match;
  if (label !== undefined) return { text: label, href: internalPath(target!, publicOrigin), trailing: '' };
  if (productPath !== undefined) return { text: PRODUCT_LINK_TEXT, href: productPath, trailing: '' };
  const trailing = /[.,;:!?]+$/.exec(bare!)?.[0] ?? '';
  const href = internalPath(bare!.slice(0, bare!.length - trailing.length), publicOrigin);
  return { text: href?.startsWith('/search-result') ? RESULTS_LINK_TEXT : PRODUCT_LINK_TEXT, href, trailing };
}

/** Links to other sites give way to their label (markdown) or to nothing (a bare address). */
function dropExternalLinks(text: string, publicOrigin: string): string {
  return text.replace(LINK_PATTERN, (...args) => {
    const link = readLink(args as unknown as RegExpMatchArray, publicOrigin);
    if (link.href) return args[0] as string;
    return (args[1] !== undefined ? link.text : '') + link.trailing;
  });
}

/** Splits the text at its (by now only in-app) links. */
function splitLinks(text: string, publicOrigin: string): ChatSegment[] {
  const segments: ChatSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK_PATTERN)) {
    const link = readLink(match, publicOrigin);
    segments.push({ type: 'text', text: text.slice(last, match.index) });
    segments.push(
      link.href ? { type: 'link', text: link.text, href: link.href } : { type: 'text', text: link.text },
    );
    segments.push({ type: 'text', text: link.trailing });
    last = match.index + match[0].length;
  }
  segments.push({ type: 'text', text: text.slice(last) });
  return segments;
}

/** Links the first mention of each hardware term in the text segments to its search results. */
function linkTerms(segments: ChatSegment[]): ChatSegment[] {
  const linked = new Set<string>();
  const out: ChatSegment[] = [];
  for (const segment of segments) {
    if (segment.type === 'link') {
      out.push(segment);
      continue;
    }
    let last = 0;
    for (const match of segment.text.matchAll(hardwareTermPattern())) {
      const key = termKey(match[0]);
      if (linked.has(key)) continue;
      linked.add(key);
      out.push({ type: 'text', text: segment.text.slice(last, match.index) });
      out.push({ type: 'link', text: match[0], href: searchResultHref(termText(match[0])) });
      last = match.index + match[0].length;
    }
    out.push({ type: 'text', text: segment.text.slice(last) });
  }
  return out;
}

/** Joins neighbouring text and drops empty pieces. */
function compact(segments: ChatSegment[]): ChatSegment[] {
  const out: ChatSegment[] = [];
  for (const segment of segments) {
    if (segment.type === 'text' && !segment.text) continue;
    const previous = out[out.length - 1];
    if (segment.type === 'text' && previous?.type === 'text') previous.text += segment.text;
    else out.push({ ...segment });
  }
  return out;
}

export function formatAnswer(raw: string, { publicOrigin }: FormatOptions): ChatAnswer {
  const text = tidy(dropExternalLinks(plainMarkdown(stripCitations(raw)), publicOrigin));
  const segments = compact(linkTerms(splitLinks(text, publicOrigin)));
  return { reply: segments.map((s) => s.text).join(''), segments };
}

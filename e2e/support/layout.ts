/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { expect } from './test';

/**
 * Layout defects a visitor notices, read from the page as laid out at the current width:
 * - sideways scroll: the document is wider than the window;
 * - broken words: a word split over two lines or more because its box is narrower than the word
 *   (the 'one letter per line' squeeze), or spilling out of a box narrower than it;
 * - cut text: text hidden past the edge of a box that clips it (unless the element offers the whole
 *   text on hover, in its title);
 * - the chat bubble over a button: at the end of the page (where scrolling cannot uncover it) and, on
 *   a wide screen, where content leaves the bubble a gutter of its own, at the top too; and the bubble
 *   shown over an open dialog (the filters drawer on a phone, a picker), which should cover it.
 */
export interface LayoutDefects {
  sidewaysScroll: number;
  brokenWords: string[];
  cutText: string[];
  chatOverButton: string[];
}

/** Reads the page's layout defects in the current scroll position (chat checked at top and end). */
export async function layoutDefects(page: Page): Promise<LayoutDefects> {
  const found = await page.evaluate(() => {
    const describe = (el: Element) => {
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : '';
      return `<${el.tagName.toLowerCase()}${cls}>`;
    };
    const visible = (el: Element) => {
      // Inside a closed <details>, for one: laid out, never shown.
      if (!el.checkVisibility({ visibilityProperty: true })) return false;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0;
    };
    const clips = (value: string) => value !== 'visible';
    const blockOf = (el: Element): Element => {
      for (let at: Element | null = el; at; at = at.parentElement)
        if (!['inline', 'contents'].includes(getComputedStyle(at).display)) return at;
      return el;
    };

    const brokenWords: string[] = [];
    const cutText: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const seenCut = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || !text.trim() || !visible(parent)) continue;
      if (
        parent.closest(
          'script, style, noscript, svg, textarea, select, [aria-hidden="true"], .sr-only, .visually-hidden',
        )
      )
        continue;
      // Words as the browser may not break them: runs without spaces or hyphens.
      for (const match of text.matchAll(/[^\s\-‐–—]{2,}/g)) {
        // An address may break anywhere (at a slash); it is no word.
        if (match[0].includes('/')) continue;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set(
          Array.from(range.getClientRects())
            .filter((r) => r.width > 0)
            .map((r) => Math.round(r.top)),
        );
        if (tops.size > 1) brokenWords.push(`${describe(parent)} "${match[0]}" over ${tops.size} lines`);
        // A word wider than its box spills out of it instead.
        const word = range.getBoundingClientRect();
        const box = blockOf(parent).getBoundingClientRect();
        if (word.right > box.right + 1 || word.left < box.left - 1)
          brokenWords.push(`${describe(parent)} "${match[0]}" wider than its box`);
      }
      // Clipped by its own box or by an ancestor that hides overflow.
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      for (let el: Element | null = parent; el && el !== document.body; el = el.parentElement) {
        const style = getComputedStyle(el);
        const clipX = clips(style.overflowX);
        const clipY = clips(style.overflowY);
        if (!clipX && !clipY) continue;
        if (el.closest('[title]') || seenCut.has(el)) break;
        const r = el.getBoundingClientRect();
        const outX = clipX && (box.right > r.right + 1 || box.left < r.left - 1);
        const outY = clipY && (box.bottom > r.bottom + 1 || box.top < r.top - 1);
        // Scrolling boxes (a carousel, a table wrapper) let the visitor reach the rest.
        const scrolls = ['auto', 'scroll'].includes(outX ? style.overflowX : style.overflowY);
        if ((outX || outY) && !scrolls) {
          seenCut.add(el);
          cutText.push(`${describe(el)} cuts "${(el.textContent ?? '').trim().slice(0, 60)}"`);
        }
        break;
      }
    }

    const sidewaysScroll = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    return { sidewaysScroll, brokenWords, cutText };
  });
  const chatOverButton: string[] = [];
  const wide = await page.evaluate(() => window.innerWidth >= 1024);
  for (const where of wide ? (['top', 'end'] as const) : (['end'] as const)) {
    const overlaps = await page.evaluate(async (where) => {
      window.scrollTo({
        top: where === 'top' ? 0 : document.documentElement.scrollHeight,
        behavior: 'instant',
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const bubble = document.querySelector('.chat');
      if (!bubble) return [];
      const b = bubble.getBoundingClientRect();
      // A bubble under something else (a dialog's backdrop) covers nothing.
      const onTop = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
      if (onTop && !bubble.contains(onTop)) return [];
      const hits: string[] = [];
      for (const el of document.querySelectorAll('button, a.button, [role="button"], input[type="submit"]')) {
        if (bubble.contains(el)) continue;
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
        if (r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top)
          hits.push(`${where}: "${(el.textContent ?? '').trim() || el.getAttribute('aria-label')}"`);
      }
      return hits;
    }, where);
    chatOverButton.push(...overlaps);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  // An open dialog covers the page, the chat bubble included: the bubble must not show over it.
  const overDialog = await page.evaluate(() => {
    const bubble = document.querySelector('.chat');
    const dialog = document.querySelector('[role="dialog"][aria-modal="true"]');
    if (!bubble || !dialog) return [];
    const b = bubble.getBoundingClientRect();
    const top = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
    return top && bubble.contains(top) ? [`over the open dialog "${dialog.getAttribute('aria-label')}"`] : [];
  });
  chatOverButton.push(...overDialog);
  return { ...found, chatOverButton };
}

/** Fails with every defect listed, so one run names them all. */
export async function expectCleanLayout(page: Page, screen: string): Promise<void> {
  const defects = await layoutDefects(page);
  expect(defects, `layout of ${screen}`).toEqual({
    sidewaysScroll: 0,
    brokenWords: [],
    cutText: [],
    chatOverButton: [],
  });
}

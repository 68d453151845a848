import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';

export type SchemaNode = Record<string, unknown>;

/**
 * Schema.org microdata items of the given types (`Product`, `ProductGroup`), as JSON-LD-shaped
 * objects (`{ '@type': 'Product', name, offers: { '@type': 'Offer', price } }`) so one converter
 * reads both. Items nested inside another matching item (a product inside a product) are skipped.
 */
export function microdataItems($: CheerioAPI, types: string[]): SchemaNode[] {
  const wanted = (el: Element) => types.includes(typeName($(el).attr('itemtype')));
  const items: SchemaNode[] = [];
  $('[itemscope][itemtype]').each((_, el) => {
    if (!wanted(el)) return;
    const outer = $(el).parents('[itemscope][itemtype]').toArray().some(wanted);
    if (!outer) items.push(readItem($, el));
  });
  return items;
}

function typeName(itemtype: string | undefined): string {
  const first = itemtype?.trim().split(/\s+/)[0] ?? '';
  return first.replace(/^https?:\/\/schema\.org\//i, '').replace(/\/$/, '');
}

function readItem($: CheerioAPI, el: Element): SchemaNode {
  const item: SchemaNode = { '@type': typeName($(el).attr('itemtype')) };
  $(el)
    .find('[itemprop]')
    .each((_, prop) => {
      // Only this item's own properties: the nearest item around the property must be `el`.
      if ($(prop).parent().closest('[itemscope]')[0] !== el) return;
      const names = ($(prop).attr('itemprop') ?? '').split(/\s+/).filter(Boolean);
      const value = $(prop).is('[itemscope]')
        ? readItem($, prop)
        : names.includes('name')
          ? nameValue($, prop)
          : propertyValue($, prop);
      for (const name of names) {
        const existing = item[name];
        if (existing === undefined) item[name] = value;
        else item[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
      }
    });
  // The name inside a wrapper that opens a scope of its own without a type (`<div itemscope>`): still
  // this product's, as no other typed item claims it.
  if (!item.name) {
    const nested = $(el)
      .find('[itemprop~="name"]')
      .filter((_, prop) => $(prop).parent().closest('[itemscope][itemtype]')[0] === el)
      .first();
    if (nested.length) item.name = nameValue($, nested[0]!);
  }
  return item;
}

/** A name is text: on a link it is the link's text (stores mark `<a itemprop="name">`), not its href. */
function nameValue($: CheerioAPI, el: Element): string {
  const text = $(el).text().replace(/\s+/g, ' ').trim();
  return ['a', 'link'].includes(el.tagName.toLowerCase()) && text ? text : propertyValue($, el);
}

/** The value of a microdata property as the spec defines it per element. */
function propertyValue($: CheerioAPI, el: Element): string {
  const $el = $(el);
  const attr = (name: string) => $el.attr(name)?.trim() ?? '';
  switch (el.tagName.toLowerCase()) {
    case 'meta':
      return attr('content');
    case 'a':
    case 'link':
    case 'area':
      return attr('href');
    case 'img':
    case 'audio':
    case 'video':
    case 'source':
    case 'iframe':
    case 'embed':
      return attr('src') || attr('data-src');
    case 'object':
      return attr('data');
    case 'time':
      return attr('datetime') || $el.text().trim();
    case 'data':
    case 'meter':
      return attr('value');
    default:
      // Stores often put the machine value in `content` and the formatted one in the text.
      return $el.attr('content')?.trim() ?? $el.text().replace(/\s+/g, ' ').trim();
  }
}

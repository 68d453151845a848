import { nameTokens, tagValue, tagged } from './name-tokens';

/**
 * The graphics chips and processor models a text names ('rtx4060ti', 'ryzen5600x', 'i5-12400f'),
 * spelled as the model keys spell them. Search ranks a listing whose code a query names exactly above
 * listings that merely contain the query's words ('rtx 4060' finds 4060 Ti cards too, after the 4060s).
 */
export function modelCodesOf(text: string): string[] {
  return nameTokens(text)
    .tokens.filter((t) => tagged(t, 'gpu') || tagged(t, 'cpu'))
    .map(tagValue);
}

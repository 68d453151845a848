/** The grouped view (one card per product, its cheapest offer) is on when the address says agrupar=1. */
export function isGroupedView(search: string): boolean {
  return new URLSearchParams(search).get('agrupar') === '1';
}

/** The results address with the grouped view switched on or off, back on page 1. */
export function withGroupedView(search: string, on: boolean): string {
  const params = new URLSearchParams(search);
  if (on) params.set('agrupar', '1');
  else params.delete('agrupar');
  if (params.has('page')) params.set('page', '1');
  const text = params.toString();
  return text ? `?${text}` : '';
}

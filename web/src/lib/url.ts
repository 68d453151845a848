/** Store links in old data lack a scheme ('tienda.com.ar'); the browser would treat them as paths. */
export function ensureScheme(url: string | null | undefined): string {
  const value = (url ?? '').trim();
  if (value === '') return '';
  return /^[a-z][a-z\d+.-]*:\/\//i.test(value) ? value : `https://${value.replace(/^\/+/, '')}`;
}

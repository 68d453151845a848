/**
 * Stand-in for the `qs` package, aliased in vite.config.ts. Only InstantSearch's default history
 * router uses qs, and we give InstantSearch our own router, so the real package (and the ~12 KB
 * gzipped it pulls in) would be dead weight on the results page. Flat keys only.
 */
function parse(query: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(query));
}

function stringify(value: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, item] of Object.entries(value ?? {})) {
    if (item !== undefined && item !== null && typeof item !== 'object') params.set(key, String(item));
  }
  return params.toString();
}

export default { parse, stringify };

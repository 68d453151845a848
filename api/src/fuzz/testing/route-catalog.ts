import type { Express } from 'express';
import type { ZodType } from 'zod';
import type { Role } from '@hardprecios/core/db/schema';
import { canManageStoreInPath, rolesRequiredBy } from '../../auth/auth.middleware';
import { endpointSchemas } from '../../http/endpoint';

/** One route of the app as the fuzz suite sees it, read from Express's own router. */
export interface CatalogRoute {
  method: string;
  /** The full pattern: '/api/stores/:id'. */
  path: string;
  params: string[];
  /** What the route's `endpoint` validates, when it declares it. */
  schemas: { params?: ZodType; query?: ZodType; body?: ZodType; form?: ZodType };
  /** The roles a `requireRole` guard lets through; undefined when anyone may call it. */
  roles?: Role[];
  /** Acts on the store named by `:id` (a storeAdmin of another store must be refused). */
  storeScoped: boolean;
}

interface Layer {
  name: string;
  handle: { stack?: Layer[] } & ((...args: unknown[]) => unknown);
  rawPath?: string | RegExp;
  route?: { path: string | RegExp; methods: Record<string, boolean>; stack: Layer[] };
}

const join = (base: string, path: string) => `${base}/${path}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');

/**
 * Every route the app serves, from its router: nested routers under their mount paths, one entry per
 * method and path (two handlers of the same route merged). Routes matched by a regular expression
 * (the web client's pages) are left out: they have no address to write down.
 */
export function routeCatalog(app: Express): CatalogRoute[] {
  const routes = new Map<string, CatalogRoute>();
  const walk = (stack: Layer[], base: string) => {
    for (const layer of stack) {
      if (layer.route) {
        if (typeof layer.route.path !== 'string') continue;
        const path = join(base, layer.route.path);
        for (const method of Object.keys(layer.route.methods).filter((m) => layer.route!.methods[m])) {
          const key = `${method.toUpperCase()} ${path}`;
          const route = routes.get(key) ?? {
            method: method.toUpperCase(),
            path,
            params: [...path.matchAll(/[:*](\w+)/g)].map((m) => m[1]!),
            schemas: {},
            storeScoped: false,
          };
          for (const handler of layer.route.stack.map((l) => l.handle)) {
            route.schemas = { ...route.schemas, ...endpointSchemas(handler) };
            route.roles ??= rolesRequiredBy(handler);
            route.storeScoped ||= handler === canManageStoreInPath;
          }
          routes.set(key, route);
        }
      } else if (layer.name === 'router' && layer.handle.stack) {
        const mount = typeof layer.rawPath === 'string' ? layer.rawPath : '/';
        walk(layer.handle.stack, join(base, mount));
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return [...routes.values()];
}

/**
 * The back office's screens and endpoints. Kept apart from ./paths.ts on purpose: paths.ts ships with
 * the public home, and none of these URLs should.
 */
const enc = encodeURIComponent;

/** The back office's screens (nested under /back-office; `path` is relative to it). */
export const backOfficePaths = {
  home: {
    path: '/back-office',
    /** After sign-in the spec puts the user's e-mail and picture in the query. */
    getHref: (user?: { email: string; picture?: string | null }) =>
      user
        ? `/back-office?${new URLSearchParams({ email: user.email, picture: user.picture ?? '' })}`
        : '/back-office',
  },
  stores: { path: 'stores', getHref: () => '/back-office/stores' },
  addStore: { path: 'add-store', getHref: () => '/back-office/add-store' },
  editStore: { path: 'stores/:id', getHref: (id: number) => `/back-office/stores/${id}` },
  settings: { path: 'settings', getHref: () => '/back-office/settings' },
  statistics: { path: 'statistics', getHref: () => '/back-office/statistics' },
  updates: { path: 'updates', getHref: () => '/back-office/updates' },
  models: { path: 'models', getHref: () => '/back-office/models' },
  model: { path: 'models/:id', getHref: (id: number) => `/back-office/models/${id}` },
  alerts: { path: 'alerts', getHref: () => '/back-office/alerts' },
  mail: { path: 'mail', getHref: () => '/back-office/mail' },
  audit: { path: 'audit', getHref: () => '/back-office/audit' },
} as const;

/** The back office's endpoints (bearer token; the SSE stream takes it as ?token=). */
export const adminApiPaths = {
  loginGoogle: '/api/auth/login-google',
  loginDev: '/api/auth/login-dev',
  logout: '/api/auth/logout',
  profile: '/api/user/profile',
  stores: '/api/stores/admin',
  store: (id: number) => `/api/stores/admin/${id}`,
  createStore: '/api/stores',
  updateStore: (id: number) => `/api/stores/${id}`,
  readPreview: '/api/stores/probar-lectura',
  suspendStore: (id: number) => `/api/stores/logicdelete/${id}`,
  banners: (kind: 'desktop' | 'mobile') => `/api/stores/banners/admin?tipo=${kind}`,
  uploadBanner: (storeId: number, kind: 'desktop' | 'mobile') =>
    `/api/stores/tienda/${storeId}/banner${kind === 'mobile' ? '/mobile' : ''}`,
  deleteBanner: (id: number) => `/api/stores/banner/${id}`,
  forceStoreUpdate: '/api/stores/forzaractualizacion/',
  forceGlobalUpdate: '/api/stores/forzaractualizacion/global',
  jobs: '/api/admin/jobs',
  run: (id: number) => `/api/admin/jobs/runs/${id}`,
  jobStream: (token: string) => `/api/admin/jobs/stream?token=${enc(token)}`,
  importSpreadsheet: (storeId: number) => `/api/stores/${storeId}/importaciones`,
  importTemplate: '/api/stores/importaciones/plantilla',
  models: (query: string, page: number) =>
    `/api/admin/modelos?${new URLSearchParams({ q: query, page: String(page) })}`,
  model: (id: number) => `/api/admin/modelos/${id}`,
  splitListing: (modelId: number) => `/api/admin/modelos/${modelId}/separar`,
  mergeModels: (modelId: number) => `/api/admin/modelos/${modelId}/unir`,
  correctModelSpec: (modelId: number) => `/api/admin/modelos/${modelId}/especificaciones`,
  alertCounts: (page: number) => `/api/admin/alertas?page=${page}`,
  outbox: (page: number) => `/api/admin/correos?page=${page}`,
  outboxMessage: (id: string) => `/api/admin/correos/${enc(id)}`,
  audit: '/api/admin/auditoria',
  stats: {
    dailyVisits: '/api/estadisticas/visitas-diarias',
    webVisits: '/api/estadisticas/contar-visitas-web',
    redirects: '/api/estadisticas/contar-redirecciones',
    searchesByDay: '/api/estadisticas/busquedas-fechas',
    productRanking: '/api/estadisticas/productos-mas-buscados',
    categoryAccesses: '/api/estadisticas/categorias/obtener_accesos',
    storeRanking: '/api/estadisticas/tiendas-mas-buscadas',
  },
} as const;

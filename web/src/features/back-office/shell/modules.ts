import { backOfficePaths } from '../../../config/back-office-paths';
import type { AdminRole } from '../session/back-office-session';

export interface BackOfficeModule {
  key: 'stores' | 'statistics' | 'settings' | 'updates' | 'models' | 'alerts' | 'mail' | 'audit';
  title: string;
  description: string;
  href: string;
  /** Roles for whom the module shows disabled with a 'Próximamente' badge. */
  comingSoonFor: AdminRole[];
  /** Roles who see the module at all (default: every role). */
  onlyFor?: AdminRole[];
}

export const COMING_SOON = 'Próximamente';

export const BACK_OFFICE_MODULES: BackOfficeModule[] = [
  {
    key: 'stores',
    title: 'Tiendas',
    description: 'Altas, datos y lectura del catálogo de las tiendas.',
    href: backOfficePaths.stores.getHref(),
    comingSoonFor: [],
  },
  {
    key: 'statistics',
    title: 'Estadísticas',
    description: 'Visitas, productos más vistos y accesos.',
    href: backOfficePaths.statistics.getHref(),
    // Spec section 6: disabled for a storeAdmin in the dashboard and the sidebar.
    comingSoonFor: ['storeAdmin'],
  },
  {
    key: 'settings',
    title: 'Configuración',
    description: 'Banners y actualización forzada de los catálogos.',
    href: backOfficePaths.settings.getHref(),
    comingSoonFor: [],
  },
  {
    key: 'updates',
    title: 'Actualizaciones',
    description: 'El avance de las lecturas de catálogo, en vivo.',
    href: backOfficePaths.updates.getHref(),
    comingSoonFor: [],
  },
  {
    key: 'models',
    title: 'Modelos',
    description: 'Un mismo producto en distintas tiendas: revisar, separar y unir.',
    href: backOfficePaths.models.getHref(),
    comingSoonFor: [],
    onlyFor: ['fullAdmin'],
  },
  {
    key: 'alerts',
    title: 'Alertas',
    description: 'Alertas de precio por producto: activas, sin confirmar y avisos enviados.',
    href: backOfficePaths.alerts.getHref(),
    comingSoonFor: [],
    onlyFor: ['fullAdmin'],
  },
  {
    key: 'mail',
    title: 'Correos',
    description: 'Los correos guardados en el equipo cuando no hay un servidor SMTP configurado.',
    href: backOfficePaths.mail.getHref(),
    comingSoonFor: [],
    onlyFor: ['fullAdmin'],
  },
  {
    key: 'audit',
    title: 'Auditoría',
    description: 'Lo que el sitio muestra, comprobado contra el catálogo: precios, monedas, stock y tiendas.',
    href: backOfficePaths.audit.getHref(),
    comingSoonFor: [],
    onlyFor: ['fullAdmin'],
  },
];

/** The modules a role sees (enabled or 'Próximamente'). */
export function modulesFor(role: AdminRole): BackOfficeModule[] {
  return BACK_OFFICE_MODULES.filter((m) => !m.onlyFor || m.onlyFor.includes(role));
}

export function isModuleEnabled(module: BackOfficeModule, role: AdminRole): boolean {
  return !module.comingSoonFor.includes(role);
}

import { backOfficePaths } from '../../../config/back-office-paths';
import type { AdminRole } from '../session/back-office-session';

export interface BackOfficeModule {
  key: 'stores' | 'statistics' | 'settings' | 'updates';
  title: string;
  description: string;
  href: string;
  /** Roles for whom the module shows disabled with a 'Próximamente' badge. */
  comingSoonFor: AdminRole[];
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
];

export function isModuleEnabled(module: BackOfficeModule, role: AdminRole): boolean {
  return !module.comingSoonFor.includes(role);
}

import { Link, useLocation } from 'react-router-dom';
import { backOfficePaths } from '../../../config/back-office-paths';
import { useBackOfficeSession } from '../session/back-office-session';
import { BACK_OFFICE_MODULES, COMING_SOON, isModuleEnabled, modulesFor } from './modules';

/** Which module a back-office address belongs to (the edit and add forms belong to Tiendas). */
function activeHref(pathname: string): string {
  if (pathname.startsWith(backOfficePaths.addStore.getHref())) return backOfficePaths.stores.getHref();
  const module = BACK_OFFICE_MODULES.find((m) => pathname.startsWith(m.href));
  return module?.href ?? backOfficePaths.home.getHref();
}

/** The modules, with the active one highlighted (aria-current) and the disabled ones marked. */
export function BackOfficeSidebar() {
  const { user } = useBackOfficeSession();
  const active = activeHref(useLocation().pathname);
  const link = (href: string, title: string) => (
    <Link to={href} className="bo-sidebar__link" aria-current={active === href ? 'page' : undefined}>
      {title}
    </Link>
  );
  return (
    <nav className="bo-sidebar" aria-label="Módulos">
      <ul>
        <li>{link(backOfficePaths.home.getHref(), 'Inicio')}</li>
        {modulesFor(user.role).map((module) => (
          <li key={module.key}>
            {isModuleEnabled(module, user.role) ? (
              link(module.href, module.title)
            ) : (
              <span className="bo-sidebar__link is-disabled" aria-disabled="true">
                {module.title} <span className="bo-badge">{COMING_SOON}</span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { Link } from 'react-router-dom';
import { useBackOfficeSession } from '../session/back-office-session';
import { COMING_SOON, isModuleEnabled, modulesFor } from './modules';

/** /back-office: the welcome and the module cards (Estadísticas disabled for a storeAdmin). */
export function BackOfficeDashboard({ productName }: { productName: string }) {
  const { user } = useBackOfficeSession();
  return (
    <section className="bo-page">
      <h1>Bienvenido a {productName}</h1>
      <p>Elige el módulo que desees trabajar.</p>
      <ul className="bo-modules" aria-label="Módulos disponibles">
        {modulesFor(user.role).map((module) => (
          <li key={module.key}>
            {isModuleEnabled(module, user.role) ? (
              <Link className="bo-module" to={module.href}>
                <span className="bo-module__title">{module.title}</span>
                <span className="bo-module__text">{module.description}</span>
              </Link>
            ) : (
              <div className="bo-module is-disabled" aria-disabled="true">
                <span className="bo-module__title">
                  {module.title} <span className="bo-badge">{COMING_SOON}</span>
                </span>
                <span className="bo-module__text">{module.description}</span>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

import { Link } from 'react-router-dom';
import { backOfficePaths } from '../../../config/back-office-paths';
import { BannerSettings } from '../../../features/back-office/banners/components/banner-settings';
import { isFullAdmin, useBackOfficeSession } from '../../../features/back-office/session/back-office-session';
import { GlobalUpdate } from '../../../features/back-office/updates/components/global-update';
import { StoreForcedUpdate } from '../../../features/back-office/updates/components/store-forced-update';

/** Configuración: banners and the global update (fullAdmin), or the store's own forced update. */
export default function SettingsRoute() {
  const { user } = useBackOfficeSession();
  return (
    <section className="bo-page">
      <h1>Configuración</h1>
      {isFullAdmin(user) ? (
        <>
          <BannerSettings />
          <GlobalUpdate />
        </>
      ) : (
        <StoreForcedUpdate />
      )}
      <div className="bo-form__actions">
        <Link className="button" to={backOfficePaths.home.getHref()}>
          Cancelar
        </Link>
      </div>
    </section>
  );
}

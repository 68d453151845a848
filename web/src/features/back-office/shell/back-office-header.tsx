import { Link } from 'react-router-dom';
import { assetPaths } from '../../../config/paths';
import { backOfficePaths } from '../../../config/back-office-paths';
import { useBackOfficeSession } from '../session/back-office-session';
import { Icon } from './icons';

/** Logo, the user's picture and e-mail, and the logout icon. */
export function BackOfficeHeader({ productName }: { productName: string }) {
  const { user, logout } = useBackOfficeSession();
  return (
    <header className="bo-header">
      <Link to={backOfficePaths.home.getHref()} className="bo-header__logo">
        <img src={assetPaths.logo} alt={productName} width={150} height={34} />
      </Link>
      <div className="bo-header__user">
        {user.picture ? (
          <img
            className="bo-header__picture"
            src={user.picture}
            alt=""
            width={36}
            height={36}
            referrerPolicy="no-referrer"
          />
        ) : (
          <span className="bo-header__picture bo-header__picture--empty" aria-hidden="true">
            {user.email.charAt(0).toUpperCase()}
          </span>
        )}
        <span className="bo-header__email" data-testid="back-office-user-email">
          {user.email}
        </span>
        <button
          type="button"
          className="icon-button"
          onClick={logout}
          aria-label="Cerrar sesión"
          title="Cerrar sesión"
        >
          <Icon name="logout" />
        </button>
      </div>
    </header>
  );
}

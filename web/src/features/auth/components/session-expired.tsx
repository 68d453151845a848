import { Link } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner';
import { SESSION_EXPIRED_LOADER_MS } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { useElapsed } from '../../../lib/use-elapsed';

export const SESSION_EXPIRED_TEXT = 'Parece que tu sesión ha expirado, por favor vuelve a ingresar.';

/** A 2-second loader, then the expired-session message and 'Volver al sitio' to /login. */
export function SessionExpired() {
  const ready = useElapsed(SESSION_EXPIRED_LOADER_MS);
  if (!ready) return <Spinner block />;
  return (
    <section className="page page--center session-expired" role="alert">
      <p>{SESSION_EXPIRED_TEXT}</p>
      <Link className="button button--primary" to={paths.login.getHref()}>
        Volver al sitio
      </Link>
    </section>
  );
}

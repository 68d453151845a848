import { useId, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { assetPaths, paths } from '../../../config/paths';

interface LoginViewProps {
  productName: string;
  /** The Google sign-in button (the back-office work mounts it here). */
  googleButton?: ReactNode;
  /** E-mail/password submit; does nothing unless wired (dev-only login). */
  onSubmit?: (credentials: { email: string; password: string }) => void;
  error?: string | null;
}

/** The /login screen's look: e-mail and password, a Google button area, and a close button to /. */
export function LoginView({ productName, googleButton, onSubmit, error }: LoginViewProps) {
  const emailId = useId();
  const passwordId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSubmit?.({ email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') });
  };
  return (
    <main id="main" className="login">
      <div className="login__card">
        <Link to={paths.home.getHref()} className="icon-button login__close" aria-label="Cerrar">
          ✕
        </Link>
        <img src={assetPaths.logo} alt={productName} width={180} height={40} />
        <h1 className="login__title">Ingresar</h1>
        <form className="login__form" onSubmit={submit}>
          <label htmlFor={emailId}>Correo electrónico</label>
          <input id={emailId} name="email" type="email" autoComplete="username" required />
          <label htmlFor={passwordId}>Contraseña</label>
          <input id={passwordId} name="password" type="password" autoComplete="current-password" required />
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button button--primary">
            Ingresar
          </button>
        </form>
        <div className="login__google" data-testid="google-signin">
          {googleButton}
        </div>
      </div>
    </main>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { confirmAlert, unsubscribeAlert, type AlertLinkAnswer } from '../api/alerts';

export const LINK_TEXT = {
  confirmTitle: 'Confirmar alerta de precio',
  confirming: 'Confirmando tu alerta…',
  unsubscribeTitle: 'Dejar de recibir avisos',
  // The link does not say whether it is a product's alert or a build's: the question fits both.
  unsubscribeQuestion: '¿No querés recibir más avisos de esta alerta de precio?',
  unsubscribe: 'Darme de baja',
  unsubscribing: 'Dando de baja…',
  badLink: 'El enlace no es válido. Copiá el enlace completo del correo.',
  seeProduct: 'Ver el producto',
  seeBuild: 'Ver tu PC',
  home: 'Volver al inicio',
} as const;

type State =
  | { kind: 'idle' | 'working' }
  | { kind: 'done'; answer: AlertLinkAnswer }
  | { kind: 'failed'; message: string };

/**
 * The pages the alert mails link to. Confirming happens on arrival (the link is the confirmation);
 * unsubscribing waits for the button, so a mail scanner that opens links unsubscribes nobody.
 */
export function AlertLinkPage({ action }: { action: 'confirm' | 'unsubscribe' }) {
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const [state, setState] = useState<State>(
    token ? { kind: 'idle' } : { kind: 'failed', message: LINK_TEXT.badLink },
  );
  const started = useRef(false);

  const run = () => {
    setState({ kind: 'working' });
    (action === 'confirm' ? confirmAlert : unsubscribeAlert)(token).then(
      (answer) => setState({ kind: 'done', answer }),
      (error: Error) => setState({ kind: 'failed', message: error.message }),
    );
  };
  useEffect(() => {
    if (action !== 'confirm' || !token || started.current) return;
    started.current = true;
    run();
  }, []);

  const title = action === 'confirm' ? LINK_TEXT.confirmTitle : LINK_TEXT.unsubscribeTitle;
  return (
    <section className="page page--center alert-link" aria-labelledby="alert-link-title">
      <h1 id="alert-link-title">{title}</h1>
      {state.kind === 'idle' && action === 'unsubscribe' && (
        <>
          <p>{LINK_TEXT.unsubscribeQuestion}</p>
          <button type="button" className="button button--primary" onClick={run}>
            {LINK_TEXT.unsubscribe}
          </button>
        </>
      )}
      {(state.kind === 'working' || (state.kind === 'idle' && action === 'confirm')) && (
        <p role="status">{action === 'confirm' ? LINK_TEXT.confirming : LINK_TEXT.unsubscribing}</p>
      )}
      {state.kind === 'done' && (
        <>
          <p role="status">{state.answer.message}</p>
          {'armado' in state.answer.data ? (
            <Link className="button button--primary" to={state.answer.data.armado}>
              {LINK_TEXT.seeBuild}
            </Link>
          ) : (
            <Link
              className="button button--primary"
              to={paths.productDetail.getHref(state.answer.data.productoId)}
            >
              {LINK_TEXT.seeProduct}
            </Link>
          )}
        </>
      )}
      {state.kind === 'failed' && (
        <>
          <p role="alert">{state.message}</p>
          <Link className="button" to={paths.home.getHref()}>
            {LINK_TEXT.home}
          </Link>
        </>
      )}
    </section>
  );
}

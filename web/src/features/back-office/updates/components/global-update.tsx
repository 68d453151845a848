import { useEffect, useState } from 'react';
import { Modal } from '../../../../components/ui/modal';
import { notify } from '../../../../lib/notify';
import { FORCE_UPDATE_TOASTS, useForceGlobalUpdate } from '../api/force-update';
import { GLOBAL_UPDATE_DISABLE_MS } from '../lib/cooldown';

export const GLOBAL_UPDATE_TOOLTIP =
  'Actualiza los catálogos de todas las tiendas activas. Puede realizarse una vez cada 4 horas.';

/** fullAdmin's global forced update: tooltip, 'Confirmar actualización' modal, 60 s disable after confirming. */
export function GlobalUpdate() {
  const force = useForceGlobalUpdate();
  const [confirming, setConfirming] = useState(false);
  const [disabled, setDisabled] = useState(false);
  useEffect(() => {
    if (!disabled) return;
    const id = window.setTimeout(() => setDisabled(false), GLOBAL_UPDATE_DISABLE_MS);
    return () => window.clearTimeout(id);
  }, [disabled]);

  const confirm = () => {
    setConfirming(false);
    setDisabled(true);
    force.mutate(undefined, {
      onSuccess: () => notify('success', FORCE_UPDATE_TOASTS.done),
      onError: () => notify('error', FORCE_UPDATE_TOASTS.failed),
    });
  };

  return (
    <section className="bo-card" aria-labelledby="global-update-title">
      <h2 id="global-update-title">Actualización global</h2>
      <span className="bo-tooltip">
        <button
          type="button"
          className="button button--primary"
          aria-describedby="global-update-tooltip"
          disabled={disabled}
          onClick={() => setConfirming(true)}
        >
          Forzar actualización global
        </button>
        <span id="global-update-tooltip" role="tooltip" className="bo-tooltip__text">
          {GLOBAL_UPDATE_TOOLTIP}
        </span>
      </span>
      {confirming && (
        <Modal title="Confirmar actualización" onClose={() => setConfirming(false)}>
          <p>¿Deseas forzar la actualización de los catálogos de todas las tiendas?</p>
          <div className="bo-form__actions">
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              Cancelar
            </button>
            <button type="button" className="button button--primary" onClick={confirm}>
              Confirmar
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}

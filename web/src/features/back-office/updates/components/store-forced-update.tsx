import { useState } from 'react';
import { Modal } from '../../../../components/ui/modal';
import { Spinner } from '../../../../components/ui/spinner';
import { notify } from '../../../../lib/notify';
import { errorDetails, errorStatus, useBackOfficeSession } from '../../session/back-office-session';
import { useAdminStore } from '../../stores/api/get-admin-store';
import { FORCE_UPDATE_TOASTS, useForceStoreUpdate } from '../api/force-update';
import {
  COOLDOWN_ALERT,
  FORCE_UPDATE_COOLDOWN_MS,
  formatCountdown,
  nextAllowedFromLast,
  nextAllowedFromRefusal,
} from '../lib/cooldown';
import { useTick } from '../lib/use-tick';

export const UPDATE_STARTED_TITLE = '¡Actualización iniciada con éxito!';

/**
 * storeAdmin's forced update of their own store: allowed once every 4 hours (the countdown comes from
 * the server: the store's last forced update, or the 429's next allowed time), 'Actualizando...' while
 * it is requested, the success modal, and the 4-hour alert when asked too early.
 */
export function StoreForcedUpdate() {
  const { user } = useBackOfficeSession();
  const store = useAdminStore(user.tiendaId);
  const force = useForceStoreUpdate();
  useTick(15_000);
  const [refusedUntil, setRefusedUntil] = useState<number | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [started, setStarted] = useState(false);

  if (!user.tiendaId) return <p className="empty-text">Tu usuario no tiene una tienda asignada.</p>;
  if (store.isPending) return <Spinner />;

  const nextAllowed = Math.max(
    nextAllowedFromLast(store.data?.ultimaActualizacionForzada) ?? 0,
    refusedUntil ?? 0,
  );
  const remaining = nextAllowed - Date.now();
  const tiendaId = user.tiendaId;

  const request = () => {
    if (remaining > 0) return setAlert(COOLDOWN_ALERT);
    setAlert(null);
    force.mutate(tiendaId, {
      onSuccess: () => {
        setRefusedUntil(Date.now() + FORCE_UPDATE_COOLDOWN_MS);
        setStarted(true);
      },
      onError: (error) => {
        if (errorStatus(error) === 429) {
          setRefusedUntil(nextAllowedFromRefusal(errorDetails(error)));
          setAlert(error.message || COOLDOWN_ALERT);
        } else notify('error', FORCE_UPDATE_TOASTS.failed);
      },
    });
  };

  return (
    <section className="bo-card" aria-labelledby="store-update-title">
      <h2 id="store-update-title">Actualizar catálogo{store.data ? ` de ${store.data.nombre}` : ''}</h2>
      <p>Fuerza la lectura del catálogo de tu tienda. Puede hacerse una vez cada 4 horas.</p>
      <button type="button" className="button button--primary" disabled={force.isPending} onClick={request}>
        {force.isPending ? 'Actualizando...' : 'Forzar actualización'}
      </button>
      {remaining > 0 && (
        <p className="bo-countdown" data-testid="forced-update-countdown">
          Próxima actualización disponible en <strong>{formatCountdown(remaining)}</strong>
        </p>
      )}
      {alert && (
        <p className="form-error" role="alert">
          {alert}
        </p>
      )}
      {started && (
        <Modal title={UPDATE_STARTED_TITLE} onClose={() => setStarted(false)}>
          <p>Podés seguir su avance en Actualizaciones.</p>
          <button type="button" className="button button--primary" onClick={() => setStarted(false)}>
            Aceptar
          </button>
        </Modal>
      )}
    </section>
  );
}

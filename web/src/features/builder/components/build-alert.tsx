import { signUpForBuildAlert } from '../../alerts/api/alerts';
import { AlertForm } from '../../alerts/components/price-alert-form';
import { partesOf, type Build } from '../lib/build';

export const BUILD_ALERT_TEXT = {
  target: 'Total objetivo',
  missingTarget: 'Indicá el total objetivo.',
  tooHigh: (total: string) => `El total objetivo tiene que ser menor que el total de hoy (${total}).`,
} as const;

/**
 * 'Avisame si baja' on the build's total: one mail when the sum of each part's best offer is at or under
 * the target (the product alerts' confirmation, limits and unsubscribe). `total`: today's, in pesos; null
 * when a part has no available peso offer.
 */
export function BuildAlertForm({ build, total }: { build: Build; total: number | null }) {
  return (
    <AlertForm
      targetLabel={BUILD_ALERT_TEXT.target}
      targetRequired
      best={total}
      tooHigh={BUILD_ALERT_TEXT.tooHigh}
      missingTarget={BUILD_ALERT_TEXT.missingTarget}
      send={(email, precioObjetivo) =>
        signUpForBuildAlert({ email, partes: partesOf(build), precioObjetivo: precioObjetivo! })
      }
    />
  );
}

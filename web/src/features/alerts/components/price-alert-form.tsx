import { useId, useState, type FormEvent } from 'react';
import { formatPrice } from '../../../lib/format';
import { useAction } from '../../../lib/use-action';
import { signUpForAlert } from '../api/alerts';

export const ALERT_TEXT = {
  open: 'Avisame si baja',
  email: 'Tu correo',
  target: 'Precio objetivo (opcional)',
  submit: 'Crear alerta',
  sending: 'Enviando…',
  privacy: 'Te pedimos confirmar por correo. Cada aviso trae un enlace para darte de baja.',
  badEmail: 'Ingresá un correo válido.',
  badTarget: 'El precio objetivo tiene que ser un número mayor a 0.',
  targetTooHigh: (best: string) =>
    `El precio objetivo tiene que ser menor que el mejor precio de hoy (${best}).`,
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** '1.234.567' or '1234567,5' as typed in Argentina → 1234567.5; NaN when it is not a price. */
export function parseTypedPrice(text: string): number {
  const cleaned = text.replace(/[$\s]/g, '');
  if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+(,\d{1,2})?$/.test(cleaned)) return Number.NaN;
  return Number(cleaned.replace(/\./g, '').replace(',', '.'));
}

/** What a form of 'Avisame si baja' watches: its target's label, today's figure, and how it signs up. */
export interface AlertFormProps {
  targetLabel: string;
  /** A build's alert needs the shopper's target; a product's defaults to any drop under today's best. */
  targetRequired: boolean;
  /** Today's best price (or the build's total), in pesos; null when there is none. */
  best: number | null;
  /** The problem with a target at or over `best` (formatted). */
  tooHigh: (best: string) => string;
  /** The problem with no target when one is required. */
  missingTarget?: string;
  send: (email: string, target: number | undefined) => Promise<{ message: string }>;
}

/**
 * 'Avisame si baja': an e-mail address and, optionally, a target price (default: any drop under today's
 * best). The API answers the same whatever the address's state; the mail says the rest. `bestPrice`: the
 * model's best price today, in pesos (alerts watch the peso best price).
 */
export function PriceAlertForm({ productId, bestPrice }: { productId: number; bestPrice: number | null }) {
  return (
    <AlertForm
      targetLabel={ALERT_TEXT.target}
      targetRequired={false}
      best={bestPrice}
      tooHigh={ALERT_TEXT.targetTooHigh}
      send={(email, precioObjetivo) => signUpForAlert({ email, productoId: productId, precioObjetivo })}
    />
  );
}

/** The form itself, for a product's price or a build's total. */
export function AlertForm({
  targetLabel,
  targetRequired,
  best,
  tooHigh,
  missingTarget,
  send,
}: AlertFormProps) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [target, setTarget] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const formId = useId();
  const signUp = useAction((v: { email: string; target: number | undefined }) => send(v.email, v.target));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!EMAIL.test(email.trim())) return setProblem(ALERT_TEXT.badEmail);
    let precioObjetivo: number | undefined;
    if (!target.trim() && targetRequired) return setProblem(missingTarget ?? ALERT_TEXT.badTarget);
    if (target.trim()) {
      precioObjetivo = parseTypedPrice(target);
      if (!Number.isFinite(precioObjetivo) || precioObjetivo <= 0) return setProblem(ALERT_TEXT.badTarget);
      if (best !== null && precioObjetivo >= best) return setProblem(tooHigh(formatPrice(best, 'ARS')));
    }
    setProblem(null);
    signUp.mutate(
      { email: email.trim(), target: precioObjetivo },
      { onSuccess: (answer) => setDone(answer.message), onError: (error) => setProblem(error.message) },
    );
  };
  if (done)
    return (
      <p className="price-alert price-alert--done" role="status">
        {done}
      </p>
    );
  return (
    <section className="price-alert" aria-label={ALERT_TEXT.open}>
      <button
        type="button"
        className="button price-alert__toggle"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((v) => !v)}
      >
        {ALERT_TEXT.open}
      </button>
      {open && (
        <form id={formId} className="price-alert__form" onSubmit={submit} noValidate>
          <label>
            {ALERT_TEXT.email}
            <input
              type="email"
              name="email"
              autoComplete="email"
              required
              maxLength={254}
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setProblem(null);
              }}
              aria-invalid={problem === ALERT_TEXT.badEmail || undefined}
            />
          </label>
          <label>
            {targetLabel}
            <input
              type="text"
              name="precioObjetivo"
              inputMode="decimal"
              maxLength={16}
              required={targetRequired}
              placeholder={best !== null ? `Menos de ${formatPrice(best, 'ARS')}` : undefined}
              value={target}
              onChange={(e) => {
                setTarget(e.target.value);
                setProblem(null);
              }}
            />
          </label>
          {problem && (
            <p className="price-alert__error" role="alert">
              {problem}
            </p>
          )}
          <button type="submit" className="button button--primary" disabled={signUp.isPending}>
            {signUp.isPending ? ALERT_TEXT.sending : ALERT_TEXT.submit}
          </button>
          <p className="price-alert__note">{ALERT_TEXT.privacy}</p>
        </form>
      )}
    </section>
  );
}

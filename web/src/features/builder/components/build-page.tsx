import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner';
import { formatPrice } from '../../../lib/format';
import { ensureScheme } from '../../../lib/url';
import { useBuildCheck, type BuildAnswer, type ParteElegida } from '../api/builder';
import {
  LAST_BUILD_KEY,
  parseBuild,
  serializeBuild,
  SLOTS,
  withoutPart,
  withPart,
  type Build,
  type Slot,
} from '../lib/build';
import { buildListText } from '../lib/copy-list';
import { BuildAlertForm } from './build-alert';
import { PartPicker } from './part-picker';

const ESTADO_LABEL = { ok: 'OK', incompatible: 'Incompatible', 'sin-datos': 'Sin datos' } as const;

function ChosenPart({ part, onRemove }: { part: ParteElegida; onRemove: () => void }) {
  const href = ensureScheme(part.url);
  return (
    <div className="build-slot__part">
      <span className="build-slot__name">{part.nombre}</span>
      <span className="build-slot__offer">
        <strong>{formatPrice(part.precio, part.moneda)}</strong>
        {part.cantidad > 1 && ` × ${part.cantidad}`} en {part.tienda}
        {!part.disponible && ' (sin stock)'} · {part.tiendas} {part.tiendas === 1 ? 'tienda' : 'tiendas'}
      </span>
      <span className="build-slot__actions">
        {href && (
          <a href={href} target="_blank" rel="noopener noreferrer" className="build-slot__link">
            Ver en tienda
          </a>
        )}
        <button type="button" className="build-slot__remove" onClick={onRemove}>
          Quitar
        </button>
      </span>
    </div>
  );
}

function Totals({ answer, build }: { answer: BuildAnswer; build: Build }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(buildListText(answer, window.location.href)).catch(() => undefined);
    setCopied(true);
  };
  return (
    <section className="build-totals" aria-label="Total">
      <p className="build-totals__total">
        Total: <strong data-testid="build-total">{formatPrice(answer.total.precio, 'ARS')}</strong>
      </p>
      {answer.totalDolares && (
        <p className="build-totals__dollars">
          Aparte, en dólares (no se suma a los pesos): {formatPrice(answer.totalDolares.precio, 'USD')}
        </p>
      )}
      <p className="build-totals__store" data-testid="build-one-store">
        En una sola tienda:{' '}
        {answer.unaTienda ? (
          <>
            <strong>{answer.unaTienda.nombreTienda}</strong>,{' '}
            <span className="build-totals__price">{formatPrice(answer.unaTienda.total, 'ARS')}</span>
          </>
        ) : answer.pocasTiendas ? (
          <>
            ninguna tiene todo; en {answer.pocasTiendas.tiendas.map((t) => t.nombreTienda).join(' y ')}:{' '}
            <span className="build-totals__price">{formatPrice(answer.pocasTiendas.total, 'ARS')}</span>
          </>
        ) : (
          'ninguna tiene todo disponible'
        )}
      </p>
      {answer.consumoEstimadoW !== null && (
        <p className="build-totals__power">
          Consumo estimado: {answer.consumoEstimadoW} W · fuente recomendada: {answer.potenciaRecomendadaW} W
        </p>
      )}
      <button type="button" className="button" onClick={copy}>
        {copied ? 'Lista copiada' : 'Copiar lista'}
      </button>
      {answer.partes.length > 0 && (
        <BuildAlertForm
          // A new build starts a new form.
          key={serializeBuild(build)}
          build={build}
          total={answer.partes.every((p) => p.disponible && p.moneda === 'ARS') ? answer.total.precio : null}
        />
      )}
    </section>
  );
}

/** 'Armá tu PC': the build lives in the URL, so a shared link restores it anywhere. */
export function BuildPage() {
  const [params, setParams] = useSearchParams();
  const build = parseBuild(params);
  const [picking, setPicking] = useState<Slot | null>(null);
  const { data, isPending, isError } = useBuildCheck(build);
  const query = serializeBuild(build);

  useEffect(() => {
    try {
      window.localStorage.setItem(LAST_BUILD_KEY, query);
    } catch {
      // Private mode: the URL still keeps the build.
    }
  }, [query]);

  const update = (next: Build) => setParams(new URLSearchParams(serializeBuild(next)), { replace: false });
  const chosenOf = (slot: Slot) => (data?.partes ?? []).filter((p) => p.parte === slot.parte);

  return (
    <div className="page build-page">
      <h1 className="page-title">Armá tu PC</h1>
      <p className="build-page__intro">
        Elegí cada parte: te mostramos solo lo compatible con lo que ya elegiste y el mejor precio de cada
        una.
      </p>
      <div className="build-page__layout">
        <ol className="build-slots">
          {SLOTS.map((slot) => {
            const chosen = chosenOf(slot);
            const canAdd = slot.parte === 'storage' ? build.storage.length < 8 : chosen.length === 0;
            return (
              <li key={slot.parte} className="build-slot" data-slot={slot.key}>
                <div className="build-slot__head">
                  <h2 className="build-slot__label">{slot.label}</h2>
                  <button type="button" className="button button--primary" onClick={() => setPicking(slot)}>
                    {canAdd ? `Elegir ${slot.label.toLowerCase()}` : 'Cambiar'}
                  </button>
                </div>
                {chosen.map((part) => (
                  <ChosenPart
                    key={`${part.parte}-${part.productoId}`}
                    part={part}
                    onRemove={() =>
                      update(
                        withoutPart(
                          build,
                          slot.parte,
                          slot.parte === 'storage' ? build.storage[chosenOf(slot).indexOf(part)] : undefined,
                        ),
                      )
                    }
                  />
                ))}
                {slot.parte === 'ram' && build.ram && (
                  <label className="build-slot__qty">
                    Cantidad de kits{' '}
                    <select
                      value={build.ramCantidad ?? 1}
                      onChange={(event) => update({ ...build, ramCantidad: Number(event.target.value) })}
                    >
                      {[1, 2, 3, 4].map((n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </select>
                  </label>
                )}
              </li>
            );
          })}
        </ol>
        <aside className="build-page__summary">
          {isPending ? (
            <Spinner block label="Calculando" />
          ) : isError || !data ? (
            <p>No pudimos verificar tu PC. Revisá el enlace o probá de nuevo.</p>
          ) : (
            <>
              <section className="build-checks" aria-label="Compatibilidad">
                <h2 className="build-checks__title">
                  {data.verificaciones.length === 0
                    ? 'Elegí partes para verificar la compatibilidad'
                    : data.compatible === true
                      ? 'Todo compatible'
                      : data.compatible === false
                        ? 'Hay partes incompatibles'
                        : 'Falta información para verificar todo'}
                </h2>
                <ul className="build-checks__list">
                  {data.verificaciones.map((v, i) => (
                    <li key={`${v.regla}-${i}`} className={`build-check is-${v.estado}`}>
                      <span className="build-check__state">{ESTADO_LABEL[v.estado]}</span> {v.mensaje}
                    </li>
                  ))}
                </ul>
              </section>
              <Totals answer={data} build={build} />
            </>
          )}
        </aside>
      </div>
      {picking && (
        <PartPicker
          slot={picking}
          build={build}
          onClose={() => setPicking(null)}
          onPick={(id) => {
            update(withPart(build, picking.parte, id));
            setPicking(null);
          }}
        />
      )}
    </div>
  );
}

import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Modal } from '../../../../components/ui/modal';
import { Spinner } from '../../../../components/ui/spinner';
import { backOfficePaths } from '../../../../config/back-office-paths';
import { paths } from '../../../../config/paths';
import { formatPrice } from '../../../../lib/format';
import type { AdminModelListing } from '../api/admin-model';
import { useMergeModels, useSplitListing } from '../api/decide-models';
import { useAdminModel } from '../api/get-admin-model';
import { ModelSpecs } from './model-specs';

export const MODEL_PAGE_TEXT = {
  back: 'Volver a Modelos',
  notFound: 'No existe este modelo: pudo haberse unido a otro.',
  listings: 'Listados de este modelo',
  why: 'Por qué están juntos',
  split: 'Separar',
  splitTitle: 'Separar listado',
  splitQuestion:
    '¿Separar este listado en un modelo propio? La decisión se guarda y se mantiene en las próximas lecturas.',
  merge: 'Unir con otro modelo',
  mergeLabel: 'Número del otro modelo',
  mergeTitle: 'Unir modelos',
  mergeQuestion: (other: number, id: number) =>
    `¿Unir el modelo #${other} a este modelo (#${id})? Sus listados pasan a este modelo y la decisión se guarda.`,
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  decisions: 'Decisiones',
  noDecisions: 'Nadie tomó decisiones sobre este modelo todavía.',
  pinned: 'Fijado a mano',
  noKey: 'El nombre no alcanza para decidir',
} as const;

const PART_LABELS: Record<string, string> = {
  kind: 'tipo', brand: 'marca', line: 'línea', chip: 'chip', model: 'modelo', memory: 'memoria', variant: 'variante',
  capacity: 'capacidad', generation: 'generación', layout: 'módulos', speed: 'velocidad', form: 'formato',
  colour: 'color', packaging: 'empaque', edition: 'edición', chipset: 'chipset', watts: 'potencia',
}; // prettier-ignore

function Why({ listing }: { listing: AdminModelListing }) {
  const parts = Object.entries(listing.partes).filter(([, value]) => value !== '');
  return (
    <div className="bo-why">
      {listing.fijado && <span className="bo-badge">{MODEL_PAGE_TEXT.pinned}</span>}
      {listing.evidencia.map((e) => (
        <span key={e.clave} className="bo-badge bo-badge--info" title={e.clave}>
          {e.tipo}
        </span>
      ))}
      {parts.length > 0 && (
        <dl className="bo-parts">
          {parts.map(([key, value]) => (
            <div key={key}>
              <dt>{PART_LABELS[key] ?? key}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {listing.motivo && (
        <p className="bo-why__reason">
          {MODEL_PAGE_TEXT.noKey}: {listing.motivo}
        </p>
      )}
    </div>
  );
}

/**
 * A model: its listings with why each is there, 'Separar' per listing, 'Unir con otro modelo', its specs
 * (correctable), the audit.
 */
export function ModelPage({ id }: { id: number }) {
  const model = useAdminModel(id);
  const split = useSplitListing(id);
  const merge = useMergeModels(id);
  const [splitting, setSplitting] = useState<AdminModelListing | null>(null);
  const [otherText, setOtherText] = useState('');
  const [merging, setMerging] = useState<number | null>(null);
  const other = Number(otherText.replace(/^#/, ''));
  const otherValid = Number.isInteger(other) && other > 0 && other !== id;

  if (model.isPending) return <Spinner />;
  if (model.isError || !model.data) {
    return (
      <section className="bo-page">
        <p className="empty-text">{MODEL_PAGE_TEXT.notFound}</p>
        <Link to={backOfficePaths.models.getHref()}>{MODEL_PAGE_TEXT.back}</Link>
      </section>
    );
  }
  const { listados, decisiones } = model.data;
  return (
    <section className="bo-page">
      <Link to={backOfficePaths.models.getHref()}>← {MODEL_PAGE_TEXT.back}</Link>
      <h1>
        Modelo #{id}: {listados[0]?.nombre ?? ''}
      </h1>
      <table className="bo-table" aria-label={MODEL_PAGE_TEXT.listings}>
        <thead>
          <tr>
            <th scope="col">Listado</th>
            <th scope="col">Tienda</th>
            <th scope="col">Precio</th>
            <th scope="col">{MODEL_PAGE_TEXT.why}</th>
            <th scope="col">Acciones</th>
          </tr>
        </thead>
        <tbody>
          {listados.map((listing) => (
            <tr key={listing.productoId} className={listing.disponible ? undefined : 'is-inactive'}>
              <td>
                <Link to={paths.productDetail.getHref(listing.productoId)} target="_blank">
                  {listing.nombre}
                </Link>
              </td>
              <td>{listing.nombreTienda}</td>
              <td>{formatPrice(listing.precio, listing.moneda)}</td>
              <td>
                <Why listing={listing} />
              </td>
              <td className="bo-table__actions">
                <button
                  type="button"
                  className="button"
                  disabled={listados.length < 2 || split.isPending}
                  onClick={() => setSplitting(listing)}
                  aria-label={`${MODEL_PAGE_TEXT.split} ${listing.nombre} (${listing.nombreTienda})`}
                >
                  {MODEL_PAGE_TEXT.split}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <form
        className="bo-toolbar"
        onSubmit={(event) => {
          event.preventDefault();
          if (otherValid) setMerging(other);
        }}
      >
        <label>
          {MODEL_PAGE_TEXT.mergeLabel}{' '}
          <input
            inputMode="numeric"
            value={otherText}
            onChange={(e) => setOtherText(e.target.value)}
            placeholder="#123"
            aria-invalid={otherText !== '' && !otherValid}
          />
        </label>
        <button type="submit" className="button button--primary" disabled={!otherValid || merge.isPending}>
          {MODEL_PAGE_TEXT.merge}
        </button>
      </form>

      <ModelSpecs id={id} model={model.data} />

      <h2>{MODEL_PAGE_TEXT.decisions}</h2>
      {decisiones.length === 0 ? (
        <p className="empty-text">{MODEL_PAGE_TEXT.noDecisions}</p>
      ) : (
        <ul className="bo-decisions">
          {decisiones.map((d, i) => (
            <li key={i}>
              <time dateTime={d.decididoEn}>{new Date(d.decididoEn).toLocaleString('es-AR')}</time> —{' '}
              {d.decididoPor}:{' '}
              {d.accion === 'separar'
                ? `separó el listado ${d.productoId} del modelo #${d.modeloId} al modelo #${d.otroModeloId}`
                : `unió el modelo #${d.otroModeloId} al modelo #${d.modeloId}`}
            </li>
          ))}
        </ul>
      )}

      {splitting && (
        <Modal title={MODEL_PAGE_TEXT.splitTitle} onClose={() => setSplitting(null)}>
          <p>{MODEL_PAGE_TEXT.splitQuestion}</p>
          <p>
            <strong>{splitting.nombre}</strong> ({splitting.nombreTienda})
          </p>
          <div className="bo-form__actions">
            <button type="button" className="button" onClick={() => setSplitting(null)}>
              {MODEL_PAGE_TEXT.cancel}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                split.mutate(splitting.productoId);
                setSplitting(null);
              }}
            >
              {MODEL_PAGE_TEXT.confirm}
            </button>
          </div>
        </Modal>
      )}
      {merging !== null && (
        <Modal title={MODEL_PAGE_TEXT.mergeTitle} onClose={() => setMerging(null)}>
          <p>{MODEL_PAGE_TEXT.mergeQuestion(merging, id)}</p>
          <div className="bo-form__actions">
            <button type="button" className="button" onClick={() => setMerging(null)}>
              {MODEL_PAGE_TEXT.cancel}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                merge.mutate(merging, { onSuccess: () => setOtherText('') });
                setMerging(null);
              }}
            >
              {MODEL_PAGE_TEXT.confirm}
            </button>
          </div>
        </Modal>
      )}
    </section>
  );
}

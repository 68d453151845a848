import { useState } from 'react';
import { Pagination } from '../../../../components/ui/pagination';
import { Spinner } from '../../../../components/ui/spinner';
import { formatDateTime } from '../../lib/argentina-dates';
import { useOutbox, useOutboxMessage } from '../api/alerts-admin';

export const OUTBOX_TEXT = {
  title: 'Correos',
  intro:
    'Sin un servidor SMTP configurado (SMTP_URL), los correos no salen: quedan guardados acá, para probar todo en un equipo.',
  smtp: 'Los correos salen por SMTP: acá solo aparecen los guardados antes de configurarlo.',
  empty: 'No hay correos guardados.',
  pick: 'Elegí un correo para verlo.',
} as const;

/** The local outbox: newest first; one message's text, links and headers beside the list. */
export function Outbox() {
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
  const outbox = useOutbox(page);
  const message = useOutboxMessage(selected);
  const rows = outbox.data?.data ?? [];
  return (
    <section className="bo-page">
      <h1>{OUTBOX_TEXT.title}</h1>
      <p className="bo-intro">{outbox.data?.modo === 'smtp' ? OUTBOX_TEXT.smtp : OUTBOX_TEXT.intro}</p>
      {outbox.isPending ? (
        <Spinner />
      ) : (
        <table className="bo-table" aria-label="Correos guardados">
          <thead>
            <tr>
              <th scope="col">Fecha</th>
              <th scope="col">Para</th>
              <th scope="col">Asunto</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} aria-selected={row.id === selected}>
                <td>{formatDateTime(row.enviadoEn)}</td>
                <td>{row.para}</td>
                <td>
                  <button type="button" className="link-button" onClick={() => setSelected(row.id)}>
                    {row.asunto}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {outbox.isSuccess && rows.length === 0 && <p className="empty-text">{OUTBOX_TEXT.empty}</p>}
      <Pagination
        current={page}
        totalPages={outbox.data?.totalPages ?? 0}
        windowSize={6}
        label="Páginas de correos"
        onChange={setPage}
      />
      {selected && (
        <article className="bo-mail" aria-label="Correo">
          {message.isPending && <Spinner />}
          {message.data && (
            <>
              <h2>{message.data.data.asunto}</h2>
              <dl className="bo-mail__meta">
                <dt>De</dt>
                <dd>{message.data.data.de}</dd>
                <dt>Para</dt>
                <dd>{message.data.data.para}</dd>
                {Object.entries(message.data.data.encabezados).map(([name, value]) => (
                  <div key={name}>
                    <dt>{name}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
              <pre className="bo-mail__text">{message.data.data.texto}</pre>
            </>
          )}
        </article>
      )}
    </section>
  );
}

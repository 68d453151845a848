import { useQueryClient } from '@tanstack/react-query';
import { Spinner } from '../../../../components/ui/spinner';
import { Icon } from '../../shell/icons';
import { statsKey, useDailyVisits, useProductRanking, useStatsSummary } from '../api/stats-reads';
import { CategoryAccessPie, StoreAccessPie } from './access-pies';
import { VisitsLineChart } from './charts';
import { RankingTable } from './ranking-table';

/** The spec writes this subtitle in English; kept word for word (see the report). */
export const STATS_SUBTITLE = 'results of the last 15 days';

const numbers = new Intl.NumberFormat('es-AR');

function SummaryCards() {
  const summary = useStatsSummary();
  const cards = [
    { title: 'Visitas', value: summary.data?.visitas },
    { title: 'Redirecciones', value: summary.data?.redirecciones },
    { title: 'Consultas', value: summary.data?.consultas },
    { title: 'Productos', value: summary.data?.productos },
  ];
  return (
    <ul className="bo-summary" aria-label="Resumen">
      {cards.map((card) => (
        <li key={card.title} className="bo-summary__card" aria-label={card.title}>
          <span className="bo-summary__title">{card.title}</span>
          <strong className="bo-summary__value">
            {card.value === undefined ? '—' : numbers.format(card.value)}
          </strong>
        </li>
      ))}
    </ul>
  );
}

/** /back-office/statistics (fullAdmin). */
export function StatisticsPage() {
  const queryClient = useQueryClient();
  const visits = useDailyVisits();
  const ranking = useProductRanking();
  return (
    <section className="bo-page">
      <div className="bo-toolbar">
        <div>
          <h1>Estadísticas</h1>
          <p>{STATS_SUBTITLE}</p>
        </div>
        <button
          type="button"
          className="button"
          onClick={() => void queryClient.invalidateQueries({ queryKey: statsKey })}
        >
          <Icon name="refresh" /> Actualizar
        </button>
      </div>
      <SummaryCards />
      <section className="bo-card bo-chart" aria-label="Visitas diarias">
        <h2>Visitas diarias</h2>
        <div className="bo-chart__canvas">
          {visits.isPending && !visits.isError ? <Spinner /> : <VisitsLineChart days={visits.data ?? []} />}
        </div>
      </section>
      <section className="bo-card" aria-label="Ranking de productos">
        <h2>Productos más visitados</h2>
        {ranking.isPending && !ranking.isError ? <Spinner /> : <RankingTable rows={ranking.data ?? []} />}
      </section>
      <div className="bo-grid-2">
        <CategoryAccessPie />
        <StoreAccessPie />
      </div>
    </section>
  );
}

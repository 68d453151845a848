import { isFullAdmin, useBackOfficeSession } from '../../../features/back-office/session/back-office-session';
import { COMING_SOON } from '../../../features/back-office/shell/modules';
import { StatisticsPage } from '../../../features/back-office/statistics/components/statistics-page';

/** Estadísticas is fullAdmin's; a storeAdmin who types the address sees it is not open to them yet. */
export default function StatisticsRoute() {
  const { user } = useBackOfficeSession();
  if (!isFullAdmin(user))
    return (
      <section className="bo-page">
        <h1>Estadísticas</h1>
        <p className="empty-text">{COMING_SOON}</p>
      </section>
    );
  return <StatisticsPage />;
}

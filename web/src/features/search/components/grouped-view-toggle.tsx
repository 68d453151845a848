import { startTransition, useOptimistic } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useHydrated } from '../../../lib/use-hydrated';
import { isGroupedView, withGroupedView } from '../lib/grouped-view';

export const GROUPED_VIEW_LABEL = 'Agrupar por producto';

/**
 * Switches between the grouped view (the default: one card per product, 'N tiendas desde $ X') and the
 * listing view (every store's listing, agrupar=0 in the address, so a shared link shows the same).
 * The box shows the shopper's choice at once, while the new results load in a transition; it is
 * disabled until the page has hydrated, so a tap on the server's HTML is not silently lost.
 */
export function GroupedViewToggle() {
  const location = useLocation();
  const navigate = useNavigate();
  const [grouped, showGrouped] = useOptimistic(isGroupedView(location.search));
  const hydrated = useHydrated();
  return (
    <label className="toggle-field">
      <input
        type="checkbox"
        checked={grouped}
        disabled={!hydrated}
        onChange={(event) => {
          const wanted = event.target.checked;
          startTransition(() => {
            showGrouped(wanted);
            return navigate(`${location.pathname}${withGroupedView(location.search, wanted)}`);
          });
        }}
      />
      {GROUPED_VIEW_LABEL}
    </label>
  );
}

import { useLocation, useNavigate } from 'react-router-dom';
import { isGroupedView, withGroupedView } from '../lib/grouped-view';

export const GROUPED_VIEW_LABEL = 'Agrupar por producto';

/**
 * Switches between the spec's listing view (the default: every store's listing) and the grouped view
 * (one card per product, its cheapest offer). The address keeps it, so a shared link shows the same.
 */
export function GroupedViewToggle() {
  const location = useLocation();
  const navigate = useNavigate();
  const grouped = isGroupedView(location.search);
  return (
    <label className="toggle-field">
      <input
        type="checkbox"
        checked={grouped}
        onChange={(event) =>
          navigate(`${location.pathname}${withGroupedView(location.search, event.target.checked)}`)
        }
      />
      {GROUPED_VIEW_LABEL}
    </label>
  );
}

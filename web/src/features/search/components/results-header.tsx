import { useInstantSearch } from 'react-instantsearch';
import { Link, useLocation } from 'react-router-dom';
import { Chip } from '../../../components/ui/chip';
import { paths } from '../../../config/paths';
import { countedUnit, isGroupedView } from '../lib/grouped-view';
import { searchedInstead } from '../lib/relaxed-query';
import { withQuery, withRefinement } from '../lib/search-context';
import { FACETS } from '../routing/search-indices';
import { useSearchContext } from './use-search-context';

/** 'Resultados de la Búsqueda', the back arrow, removable chips and 'N resultados (what is counted)'. */
export function ResultsHeader() {
  const { context, setIndexUiState } = useSearchContext();
  const { results } = useInstantSearch();
  // The answer shown says whether it was grouped, so the count and its unit never disagree while
  // the other view loads (the address decides before the first answer).
  const addressGrouped = isGroupedView(useLocation().search);
  const distinct = results?.__isArtificial ? undefined : results?._state?.distinct;
  const unit = countedUnit(distinct === undefined ? addressGrouped : Boolean(distinct));
  // A query that found nothing with every word is answered without some of them: said, never hidden.
  const instead = results?.__isArtificial
    ? undefined
    : searchedInstead((results as { queryAfterRemoval?: unknown } | undefined)?.queryAfterRemoval);
  return (
    <header className="results-header">
      <div className="results-header__title-row">
        <Link
          to={paths.home.getHref()}
          className="icon-button results-header__back"
          aria-label="Volver al inicio"
        >
          ←
        </Link>
        <h1 className="page-title">Resultados de la Búsqueda</h1>
      </div>
      <div className="results-header__chips" aria-label="Filtros activos">
        {context.category && (
          <Chip
            label={context.category}
            removeLabel={`Quitar categoría ${context.category}`}
            onRemove={() => setIndexUiState((state) => withRefinement(state, FACETS.category, undefined))}
          />
        )}
        {context.query && (
          <Chip
            label={context.query}
            removeLabel={`Quitar búsqueda ${context.query}`}
            onRemove={() => setIndexUiState((state) => withQuery(state, ''))}
          />
        )}
        {context.province && (
          <Chip
            label={context.province}
            removeLabel={`Quitar provincia ${context.province}`}
            onRemove={() => setIndexUiState((state) => withRefinement(state, FACETS.province, undefined))}
          />
        )}
      </div>
      <p className="results-count" role="status" aria-live="polite">
        {results?.nbHits ?? 0} resultados ({unit})
      </p>
      {instead && (
        <p className="results-relaxed" role="note">
          {`No se encontraron resultados para la búsqueda "${results?.query ?? ''}". Se muestran resultados para "${instead}".`}
        </p>
      )}
    </header>
  );
}

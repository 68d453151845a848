import { pageWindow } from '../../lib/pagination';

interface PaginationProps {
  /** 1-based. */
  current: number;
  totalPages: number;
  windowSize: number;
  onChange: (page: number) => void;
  label: string;
}

/**
 * Page buttons in a sliding window, with an ellipsis where pages are hidden and arrows that jump
 * one page (‹ ›) or one whole window (« »).
 */
export function Pagination({ current, totalPages, windowSize, onChange, label }: PaginationProps) {
  if (totalPages <= 1) return null;
  const pages = pageWindow(current, totalPages, windowSize);
  const first = pages[0] ?? 1;
  const last = pages[pages.length - 1] ?? totalPages;
  const go = (page: number) => onChange(Math.min(totalPages, Math.max(1, page)));
  return (
    <nav className="pagination" aria-label={label}>
      <button
        type="button"
        onClick={() => go(current - windowSize)}
        disabled={current === 1}
        aria-label="Retroceder páginas"
      >
        «
      </button>
      <button
        type="button"
        onClick={() => go(current - 1)}
        disabled={current === 1}
        aria-label="Página anterior"
      >
        ‹
      </button>
      {first > 1 && (
        <span className="pagination__ellipsis" aria-hidden="true">
          …
        </span>
      )}
      {pages.map((page) => (
        <button
          key={page}
          type="button"
          onClick={() => go(page)}
          aria-label={`Página ${page}`}
          aria-current={page === current ? 'page' : undefined}
          className={page === current ? 'is-active' : undefined}
        >
          {page}
        </button>
      ))}
      {last < totalPages && (
        <span className="pagination__ellipsis" aria-hidden="true">
          …
        </span>
      )}
      <button
        type="button"
        onClick={() => go(current + 1)}
        disabled={current === totalPages}
        aria-label="Página siguiente"
      >
        ›
      </button>
      <button
        type="button"
        onClick={() => go(current + windowSize)}
        disabled={current === totalPages}
        aria-label="Avanzar páginas"
      >
        »
      </button>
    </nav>
  );
}

import { useRef, type ReactNode } from 'react';

/**
 * A horizontal strip that scrolls by touch natively, by mouse drag, and by keyboard (it is
 * focusable, so arrow keys scroll it). A drag longer than a few pixels does not count as a click.
 */
export function DragStrip({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; scroll: number; moved: boolean } | null>(null);
  return (
    <div
      ref={ref}
      className={`drag-strip ${className ?? ''}`}
      role="region"
      aria-label={label}
      tabIndex={0}
      onPointerDown={(event) => {
        if (event.pointerType !== 'mouse' || !ref.current) return;
        drag.current = { x: event.clientX, scroll: ref.current.scrollLeft, moved: false };
      }}
      onPointerMove={(event) => {
        const state = drag.current;
        if (!state || !ref.current) return;
        const dx = event.clientX - state.x;
        if (Math.abs(dx) > 5) state.moved = true;
        ref.current.scrollLeft = state.scroll - dx;
      }}
      onPointerUp={() => {
        window.setTimeout(() => (drag.current = null), 0);
      }}
      onPointerLeave={() => {
        drag.current = null;
      }}
      onClickCapture={(event) => {
        if (drag.current?.moved) {
          event.preventDefault();
          event.stopPropagation();
        }
      }}
    >
      {children}
    </div>
  );
}

import { useId, useLayoutEffect, useRef, useState } from 'react';

/** An arrow from a pointer's cell (its address: `from`) to the cell it points at (`to`). */
export interface PointerArrow {
  fromId: string;
  from: string;
  toId: string;
  to: string;
  tone: 'normal' | 'freed' | 'fault';
}

interface DrawnArrow extends PointerArrow {
  path: string;
}

const strokes: Record<PointerArrow['tone'], string> = {
  normal: 'stroke-brand-600 dark:stroke-brand-400',
  freed: 'stroke-slate-500 dark:stroke-slate-400',
  fault: 'stroke-red-600 dark:stroke-red-400',
};
const fills: Record<PointerArrow['tone'], string> = {
  normal: 'fill-brand-600 dark:fill-brand-400',
  freed: 'fill-slate-500 dark:fill-slate-400',
  fault: 'fill-red-600 dark:fill-red-400',
};

const find = (container: HTMLElement, id: string) =>
  container.querySelector<HTMLElement>(`[data-value-id="${CSS.escape(id)}"]`);

/**
 * A curve from the pointer's dot to the target's nearer side: straight across to a cell on the
 * right, or out to the right and back in for one in the same column (a list's next node).
 */
function curve(container: DOMRect, source: HTMLElement, target: HTMLElement): string {
  const dot = source.querySelector('[data-arrow-start]') ?? source;
  const from = dot.getBoundingClientRect();
  const to = target.getBoundingClientRect();
  const sx = from.left + from.width / 2 - container.left;
  const sy = from.top + from.height / 2 - container.top;
  const ey = to.top + Math.min(to.height / 2, 16) - container.top;
  const left = to.left - container.left;
  const right = to.right - container.left;
  if (left > sx + 24) {
    const bend = Math.max((left - sx) / 2, 24);
    return `M ${sx} ${sy} C ${sx + bend} ${sy}, ${left - bend} ${ey}, ${left} ${ey}`;
  }
  const out = Math.max(sx, right) + 36;
  return `M ${sx} ${sy} C ${out} ${sy}, ${out} ${ey}, ${right} ${ey}`;
}

/**
 * The pointers' arrows, an SVG laid over the memory picture (its parent element, positioned) and
 * placed from the cells' boxes: again at every step (`arrows` changes) and whenever the picture's
 * size changes.
 */
export function PointerArrows({ arrows }: { arrows: readonly PointerArrow[] }) {
  const markerId = useId();
  const svg = useRef<SVGSVGElement>(null);
  const [drawn, setDrawn] = useState<DrawnArrow[]>([]);

  useLayoutEffect(() => {
    const container = svg.current?.parentElement;
    if (!container) return;
    const place = () => {
      const box = container.getBoundingClientRect();
      const next: DrawnArrow[] = [];
      for (const arrow of arrows) {
        const source = find(container, arrow.fromId);
        const target = find(container, arrow.toId);
        if (source && target) next.push({ ...arrow, path: curve(box, source, target) });
      }
      setDrawn(next);
    };
    place();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(place);
    observer.observe(container);
    return () => observer.disconnect();
  }, [arrows]);

  const marker = (tone: PointerArrow['tone']) => `${markerId}-${tone}`;
  return (
    <svg
      ref={svg}
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 size-full overflow-visible"
    >
      <defs>
        {(['normal', 'freed', 'fault'] as const).map((tone) => (
          <marker
            key={tone}
            id={marker(tone)}
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto-start-reverse"
          >
            <path d="M 0 0 L 10 5 L 0 10 z" className={fills[tone]} />
          </marker>
        ))}
      </defs>
      {drawn.map((arrow) => (
        <path
          key={arrow.fromId}
          data-from={arrow.from}
          data-to={arrow.to}
          data-tone={arrow.tone}
          d={arrow.path}
          fill="none"
          strokeWidth={arrow.tone === 'fault' ? 2.5 : 1.75}
          strokeDasharray={arrow.tone === 'freed' ? '5 4' : undefined}
          markerEnd={`url(#${marker(arrow.tone)})`}
          className={strokes[arrow.tone]}
        />
      ))}
    </svg>
  );
}

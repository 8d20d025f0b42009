import type { PlanVideoEntry } from '@learnstack/contracts';
import { PATH_VIEW_HEIGHT } from '@learnstack/contracts/insights-rules';
import Panzoom, { type PanzoomObject } from '@panzoom/panzoom';
import { CheckCircle2, Circle, PlayCircle, RotateCcw, ZoomIn, ZoomOut } from 'lucide-react';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { type Layout, NODE_HEIGHT, NODE_WIDTH } from '../lib/layouts.ts';
import { clampZoom, keyPan, zoomStep } from '../lib/zoom.ts';

export type VideoStatus = 'completed' | 'in-progress' | 'not-started';
export const STATUS_LABELS: Record<VideoStatus, string> = { completed: 'Completed', 'in-progress': 'In Progress', 'not-started': 'Not Started' };

/** A drag longer than this is a pan, not a click on the node under it. */
const CLICK_SLOP = 6;

const STATUS_STYLE: Record<VideoStatus, { node: string; icon: typeof Circle; iconClass: string }> = {
  completed: { node: 'border-success bg-success-soft', icon: CheckCircle2, iconClass: 'text-success' },
  'in-progress': { node: 'border-primary bg-card', icon: PlayCircle, iconClass: 'text-primary' },
  'not-started': { node: 'border-border bg-card', icon: Circle, iconClass: 'text-muted-foreground' },
};

interface NodeProps {
  index: number;
  entry: PlanVideoEntry;
  status: VideoStatus;
  x: number;
  y: number;
  selected: boolean;
  onSelect: (videoId: number) => void;
  wasDrag: () => boolean;
}

const PathNode = memo(function PathNode({ index, entry, status, x, y, selected, onSelect, wasDrag }: NodeProps) {
  const style = STATUS_STYLE[status];
  const Icon = style.icon;
  return (
    <button
      type="button"
      data-path-node={entry.videoId}
      aria-pressed={selected}
      onClick={() => {
        if (!wasDrag()) onSelect(entry.videoId);
      }}
      className={cn(
        'absolute flex flex-col gap-1 overflow-hidden rounded-xl border-2 p-2.5 text-left shadow-sm transition-shadow',
        'hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
        style.node,
        selected && 'ring-2 ring-ring ring-offset-2 ring-offset-background',
      )}
      style={{ left: x, top: y, width: NODE_WIDTH, height: NODE_HEIGHT }}
    >
      <span className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
        <span className="tabular-nums">{index + 1}</span>
        <Icon className={cn('size-3.5', style.iconClass)} aria-hidden="true" />
        <span>{STATUS_LABELS[status]}</span>
      </span>
      <span className="line-clamp-2 text-sm font-medium leading-snug text-foreground">{entry.video.title}</span>
    </button>
  );
});

/** The lines between nodes: one path for the stretches already walked, one for the rest. */
const Edges = memo(function Edges({ layout, statuses }: { layout: Layout; statuses: VideoStatus[] }) {
  const centre = (i: number | 'root') => {
    const p = i === 'root' ? layout.root : layout.nodes[i];
    return p ? `${p.x + NODE_WIDTH / 2},${p.y + NODE_HEIGHT / 2}` : '0,0';
  };
  let done = '';
  let rest = '';
  for (const [from, to] of layout.edges) {
    const segment = `M${centre(from)}L${centre(to)}`;
    const walked = (from === 'root' || statuses[from] === 'completed') && statuses[to] === 'completed';
    if (walked) done += segment;
    else rest += segment;
  }
  return (
    <svg className="pointer-events-none absolute left-0 top-0" width={layout.width} height={layout.height} aria-hidden="true">
      <path d={rest} className="stroke-border" strokeWidth={3} fill="none" strokeDasharray="6 6" />
      <path d={done} className="stroke-success" strokeWidth={3} fill="none" />
    </svg>
  );
});

/** The zoom readout listens to panzoom itself, so zooming re-renders it alone and not the nodes. */
function ZoomReadout({ target }: { target: HTMLElement | null }) {
  const [scale, setScale] = useState(1);
  useEffect(() => {
    if (!target) return;
    const onChange = (e: Event) => setScale((e as CustomEvent<{ scale: number }>).detail.scale);
    target.addEventListener('panzoomchange', onChange);
    return () => target.removeEventListener('panzoomchange', onChange);
  }, [target]);
  return (
    <output className="w-14 text-center text-sm font-medium tabular-nums text-muted-foreground" aria-live="polite" data-testid="path-zoom">
      {Math.round(clampZoom(scale) * 100)}%
    </output>
  );
}

export interface PathCanvasProps {
  entries: PlanVideoEntry[];
  statuses: VideoStatus[];
  layout: Layout;
  planTitle: string;
  selectedId: number | null;
  onSelect: (videoId: number) => void;
  onWidth: (width: number) => void;
}

/**
 * The path: a 500 px view that pans (drag, arrow keys) and zooms (buttons x1.2 / x0.8, wheel
 * x1.1 / x0.9, + and -, clamped 0.3..3) through @panzoom/panzoom's CSS transform, so the nodes
 * never re-render while zooming.
 */
export function PathCanvas({ entries, statuses, layout, planTitle, selectedId, onSelect, onWidth }: PathCanvasProps) {
  const viewRef = useRef<HTMLDivElement>(null);
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  const panzoom = useRef<PanzoomObject | null>(null);
  const down = useRef<{ x: number; y: number } | null>(null);
  const dragged = useRef(false);

  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) onWidth(entry.contentRect.width);
    });
    observer.observe(view);
    return () => observer.disconnect();
  }, [onWidth]);

  useEffect(() => {
    const view = viewRef.current;
    if (!content || !view) return;
    const pz = Panzoom(content, { minScale: 0.3, maxScale: 3, canvas: true, cursor: 'grab', animate: false });
    panzoom.current = pz;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      pz.zoomToPoint(zoomStep(pz.getScale(), event.deltaY < 0 ? 'in' : 'out', 'wheel'), event, { animate: false });
    };
    view.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      view.removeEventListener('wheel', onWheel);
      pz.destroy();
      panzoom.current = null;
    };
  }, [content]);

  const zoomButton = (direction: 'in' | 'out') => {
    const pz = panzoom.current;
    if (pz) pz.zoom(zoomStep(pz.getScale(), direction, 'button'), { animate: true });
  };
  const reset = () => panzoom.current?.reset({ animate: true });

  const onKeyDown = (event: React.KeyboardEvent) => {
    const pz = panzoom.current;
    if (!pz) return;
    const pan = keyPan(event.key, event.shiftKey);
    if (pan) {
      event.preventDefault();
      const scale = pz.getScale();
      pz.pan(pan.dx / scale, pan.dy / scale, { relative: true, animate: true });
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      zoomButton('in');
    } else if (event.key === '-' || event.key === '_') {
      event.preventDefault();
      zoomButton('out');
    } else if (event.key === '0') {
      event.preventDefault();
      reset();
    }
  };

  const wasDrag = useMemo(() => () => dragged.current, []);

  return (
    <div className="flex flex-col gap-2">
      <fieldset className="m-0 flex min-w-0 flex-wrap items-center justify-end gap-1 border-0 p-0">
        <legend className="sr-only">Zoom</legend>
        <Button variant="outline" size="sm" onClick={() => zoomButton('out')}>
          <ZoomOut aria-hidden="true" />
          Zoom out
        </Button>
        <ZoomReadout target={content} />
        <Button variant="outline" size="sm" onClick={() => zoomButton('in')}>
          <ZoomIn aria-hidden="true" />
          Zoom in
        </Button>
        <Button variant="ghost" size="sm" onClick={reset}>
          <RotateCcw aria-hidden="true" />
          Reset view
        </Button>
      </fieldset>
      <div
        ref={viewRef}
        role="application"
        aria-roledescription="learning path"
        aria-label={`Learning path of ${planTitle}. Arrow keys pan, plus and minus zoom, 0 resets the view.`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the view itself takes the keys that pan and zoom it
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDownCapture={(e) => {
          down.current = { x: e.clientX, y: e.clientY };
          dragged.current = false;
        }}
        onPointerMoveCapture={(e) => {
          if (down.current && Math.hypot(e.clientX - down.current.x, e.clientY - down.current.y) > CLICK_SLOP) dragged.current = true;
        }}
        className="relative touch-none overflow-hidden rounded-2xl border border-border bg-muted/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        style={{ height: PATH_VIEW_HEIGHT }}
      >
        <div ref={setContent} className="absolute left-0 top-0 will-change-transform" style={{ width: layout.width, height: layout.height }}>
          <Edges layout={layout} statuses={statuses} />
          {layout.root ? (
            <div
              className="absolute flex items-center justify-center rounded-xl border-2 border-primary bg-primary p-2.5 text-center text-sm font-semibold text-primary-foreground shadow-sm"
              style={{ left: layout.root.x, top: layout.root.y, width: NODE_WIDTH, height: NODE_HEIGHT }}
            >
              <span className="line-clamp-3">{planTitle}</span>
            </div>
          ) : null}
          {entries.map((entry, i) => {
            const p = layout.nodes[i];
            if (!p) return null;
            return (
              <PathNode
                key={entry.id}
                index={i}
                entry={entry}
                status={statuses[i] ?? 'not-started'}
                x={p.x}
                y={p.y}
                selected={entry.videoId === selectedId}
                onSelect={onSelect}
                wasDrag={wasDrag}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}

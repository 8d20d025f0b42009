/** Where each video of a path sits in the four layouts; pure, so each is tested. */

export const LAYOUTS = ['horizontal', 'spiral', 'grid', 'tree'] as const;
export type PathLayout = (typeof LAYOUTS)[number];
export const LAYOUT_LABELS: Record<PathLayout, string> = { horizontal: 'Horizontal', spiral: 'Spiral', grid: 'Grid', tree: 'Tree' };

export const NODE_WIDTH = 168;
export const NODE_HEIGHT = 96;
const GAP_X = 48;
const GAP_Y = 56;
const PAD = 32;
/** The spiral's distance between its turns and between neighbours along it. */
const SPIRAL_SPACING = 210;
/** The tree splits the plan into at most this many branches. */
export const TREE_BRANCHES_MAX = 8;

export interface Point {
  x: number;
  y: number;
}
export interface Layout {
  /** Top-left corner of each video's node, in plan order. */
  nodes: Point[];
  /** The tree's root (the plan itself); other layouts have none. */
  root: Point | null;
  /** Lines between node centres ('root' is the root). */
  edges: Array<[number | 'root', number]>;
  width: number;
  height: number;
}

/** The horizontal layout's columns: as many as fit the width, at least 4 and at most 8. */
export function horizontalColumns(viewWidth: number): number {
  const fit = Math.floor((viewWidth - 2 * PAD + GAP_X) / (NODE_WIDTH + GAP_X));
  return Math.min(8, Math.max(4, fit));
}

const chain = (n: number): Array<[number, number]> => Array.from({ length: Math.max(0, n - 1) }, (_, i) => [i, i + 1]);

function bounds(nodes: Point[], root: Point | null): { width: number; height: number } {
  const all = root ? [...nodes, root] : nodes;
  const width = all.reduce((max, p) => Math.max(max, p.x + NODE_WIDTH), 0) + PAD;
  const height = all.reduce((max, p) => Math.max(max, p.y + NODE_HEIGHT), 0) + PAD;
  return { width: Math.max(width, 2 * PAD), height: Math.max(height, 2 * PAD) };
}

const cell = (column: number, row: number): Point => ({ x: PAD + column * (NODE_WIDTH + GAP_X), y: PAD + row * (NODE_HEIGHT + GAP_Y) });

/** Rows of 4 to 8 (by width) that wind back and forth, so the path reads as one line. */
export function horizontalLayout(n: number, viewWidth: number): Layout {
  const columns = horizontalColumns(viewWidth);
  const nodes = Array.from({ length: n }, (_, i) => {
    const row = Math.floor(i / columns);
    const offset = i % columns;
    return cell(row % 2 === 0 ? offset : columns - 1 - offset, row);
  });
  return { nodes, root: null, edges: chain(n), ...bounds(nodes, null) };
}

/** A square-ish grid read row by row. */
export function gridLayout(n: number): Layout {
  const columns = Math.max(1, Math.ceil(Math.sqrt(n)));
  const nodes = Array.from({ length: n }, (_, i) => cell(i % columns, Math.floor(i / columns)));
  return { nodes, root: null, edges: chain(n), ...bounds(nodes, null) };
}

/** An Archimedean spiral from the centre outwards, neighbours an even distance apart along it. */
export function spiralLayout(n: number): Layout {
  const b = SPIRAL_SPACING / (2 * Math.PI);
  let theta = 2 * Math.PI * 0.6;
  const centres: Point[] = [];
  for (let i = 0; i < n; i++) {
    const r = b * theta;
    centres.push({ x: r * Math.cos(theta), y: r * Math.sin(theta) });
    theta += SPIRAL_SPACING / Math.max(r, 1);
  }
  const minX = Math.min(0, ...centres.map((c) => c.x));
  const minY = Math.min(0, ...centres.map((c) => c.y));
  const nodes = centres.map((c) => ({ x: Math.round(c.x - minX + PAD), y: Math.round(c.y - minY + PAD) }));
  return { nodes, root: null, edges: chain(n), ...bounds(nodes, null) };
}

/** The plan at the root; its videos, in order, split into ceil(sqrt(n)) branches (at most 8) that hang below it. */
export function treeLayout(n: number): Layout {
  const branches = Math.min(TREE_BRANCHES_MAX, Math.max(1, Math.ceil(Math.sqrt(n))));
  const depth = Math.max(1, Math.ceil(n / branches));
  const nodes = Array.from({ length: n }, (_, i) => cell(Math.floor(i / depth), 1 + (i % depth)));
  const used = Math.max(1, Math.ceil(n / depth));
  const root = { x: PAD + ((used - 1) * (NODE_WIDTH + GAP_X)) / 2, y: PAD };
  const edges: Array<[number | 'root', number]> = [];
  for (let i = 0; i < n; i++) edges.push(i % depth === 0 ? ['root', i] : [i - 1, i]);
  return { nodes, root, edges, ...bounds(nodes, root) };
}

export function layoutFor(kind: PathLayout, n: number, viewWidth: number): Layout {
  switch (kind) {
    case 'horizontal':
      return horizontalLayout(n, viewWidth);
    case 'spiral':
      return spiralLayout(n);
    case 'grid':
      return gridLayout(n);
    case 'tree':
      return treeLayout(n);
  }
}

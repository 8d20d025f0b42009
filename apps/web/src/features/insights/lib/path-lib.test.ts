import { describe, expect, it } from 'vitest';
import { gridLayout, horizontalColumns, horizontalLayout, LAYOUTS, layoutFor, NODE_HEIGHT, NODE_WIDTH, spiralLayout, treeLayout } from './layouts.ts';
import { clampZoom, keyPan, zoomStep } from './zoom.ts';

describe('zoom', () => {
  it('buttons x1.2 and x0.8, the wheel x1.1 and x0.9, clamped to 0.3..3', () => {
    expect(zoomStep(1, 'in', 'button')).toBe(1.2);
    expect(zoomStep(1, 'out', 'button')).toBe(0.8);
    expect(zoomStep(1, 'in', 'wheel')).toBe(1.1);
    expect(zoomStep(1, 'out', 'wheel')).toBe(0.9);
    expect(zoomStep(2.8, 'in', 'button')).toBe(3);
    expect(zoomStep(0.35, 'out', 'button')).toBe(0.3);
    expect(clampZoom(10)).toBe(3);
    expect(clampZoom(0)).toBe(0.3);
    let scale = 1;
    for (let i = 0; i < 30; i++) scale = zoomStep(scale, 'in', 'wheel');
    expect(scale).toBe(3);
  });
  it('arrow keys pan; other keys do not', () => {
    expect(keyPan('ArrowRight', false)).toEqual({ dx: -60, dy: 0 });
    expect(keyPan('ArrowUp', true)).toEqual({ dx: 0, dy: 240 });
    expect(keyPan('a', false)).toBeNull();
  });
});

describe('layouts', () => {
  const overlaps = (nodes: { x: number; y: number }[]) =>
    nodes.some((a, i) => nodes.some((b, j) => j > i && Math.abs(a.x - b.x) < NODE_WIDTH && Math.abs(a.y - b.y) < NODE_HEIGHT));

  it('horizontal: 4 to 8 columns by width, winding back and forth', () => {
    expect(horizontalColumns(390)).toBe(4);
    expect(horizontalColumns(1000)).toBe(4);
    expect(horizontalColumns(1200)).toBe(5);
    expect(horizontalColumns(4000)).toBe(8);
    const layout = horizontalLayout(6, 390);
    expect(layout.nodes.map((p) => p.y)).toEqual([32, 32, 32, 32, 184, 184]);
    // The second row runs right to left: video 5 sits under video 4.
    expect(layout.nodes[4]?.x).toBe(layout.nodes[3]?.x);
    expect(layout.edges).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 5],
    ]);
  });

  it('grid: ceil(sqrt(n)) columns, row by row', () => {
    const layout = gridLayout(10);
    expect(new Set(layout.nodes.map((p) => p.x)).size).toBe(4);
    expect(new Set(layout.nodes.map((p) => p.y)).size).toBe(3);
  });

  it('tree: the plan at the root and ceil(sqrt(n)) branches, at most 8', () => {
    const layout = treeLayout(20);
    expect(layout.root).not.toBeNull();
    expect(layout.edges.filter(([from]) => from === 'root')).toHaveLength(5);
    expect(new Set(layout.nodes.map((p) => p.x)).size).toBe(5);
    expect(treeLayout(3).edges).toEqual([
      ['root', 0],
      [0, 1],
      ['root', 2],
    ]);
    expect(treeLayout(200).edges.filter(([from]) => from === 'root')).toHaveLength(8);
  });

  it('every layout of 200 videos places all of them, none overlapping, inside the bounds', () => {
    for (const kind of LAYOUTS) {
      const layout = layoutFor(kind, 200, 1200);
      expect(layout.nodes, kind).toHaveLength(200);
      expect(overlaps(layout.nodes), kind).toBe(false);
      expect(layout.nodes.every((p) => p.x >= 0 && p.y >= 0 && p.x + NODE_WIDTH <= layout.width && p.y + NODE_HEIGHT <= layout.height), kind).toBe(true);
    }
    expect(spiralLayout(0).nodes).toEqual([]);
  });
});

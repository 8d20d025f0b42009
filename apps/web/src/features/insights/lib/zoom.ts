import { PATH_ZOOM } from '@learnstack/contracts/insights-rules';

/** The zoom kept between 0.3 and 3 (two decimals, so repeated steps do not drift). */
export function clampZoom(scale: number): number {
  return Math.round(Math.min(PATH_ZOOM.max, Math.max(PATH_ZOOM.min, scale)) * 100) / 100;
}

/** One step: the buttons x1.2 / x0.8, the wheel x1.1 / x0.9. */
export function zoomStep(scale: number, direction: 'in' | 'out', source: 'button' | 'wheel'): number {
  const factor = source === 'button' ? (direction === 'in' ? PATH_ZOOM.buttonIn : PATH_ZOOM.buttonOut) : direction === 'in' ? PATH_ZOOM.wheelIn : PATH_ZOOM.wheelOut;
  return clampZoom(scale * factor);
}

/** Arrow keys pan by this many pixels (Shift: four times as far). */
export const KEY_PAN_STEP = 60;

/** The pan a key asks for, or null for other keys. */
export function keyPan(key: string, shift: boolean): { dx: number; dy: number } | null {
  const step = shift ? KEY_PAN_STEP * 4 : KEY_PAN_STEP;
  switch (key) {
    case 'ArrowLeft':
      return { dx: step, dy: 0 };
    case 'ArrowRight':
      return { dx: -step, dy: 0 };
    case 'ArrowUp':
      return { dx: 0, dy: step };
    case 'ArrowDown':
      return { dx: 0, dy: -step };
    default:
      return null;
  }
}

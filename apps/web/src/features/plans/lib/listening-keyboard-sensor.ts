import { KeyboardSensor, type KeyboardSensorProps, type SensorInstance } from '@dnd-kit/core';

type StartCoordinates = Parameters<KeyboardSensorProps['onStart']>[0];

/**
 * dnd-kit's keyboard sensor, made ready before it says so. The original starts the drag (and the
 * "Picked up ..." announcement) at once, but listens for the arrow keys only from the next task
 * (its constructor attaches the keydown listener in a setTimeout, so that the Space that picked
 * the video up does not drop it again). A key pressed in between is lost: a browser journey that
 * pressed ArrowDown as soon as the pick-up was announced lost it on a busy machine, because
 * Chromium runs input before a late timer. This sensor starts the drag one task later, after
 * that listener is attached (timers of equal delay run in the order they were set), so once a
 * video is announced as picked up, the arrow keys move it.
 */
export class ListeningKeyboardSensor implements SensorInstance {
  static activators = KeyboardSensor.activators;
  private readonly sensor: KeyboardSensor;

  constructor(props: KeyboardSensorProps) {
    let start: StartCoordinates | null = null;
    this.sensor = new KeyboardSensor({
      ...props,
      onStart: (coordinates) => {
        start = coordinates;
      },
    });
    setTimeout(() => {
      if (start) props.onStart(start);
    });
  }

  get autoScrollEnabled(): boolean {
    return this.sensor.autoScrollEnabled;
  }
}

import type { Clock } from '../integrations/clock/clock.js';

/** A clock that stands still until a test moves it (`set`, `advance`). */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date | number = 1_800_000_000_000) {
    this.current = typeof start === 'number' ? start : start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(at: Date | number): void {
    this.current = typeof at === 'number' ? at : at.getTime();
  }

  advance(milliseconds: number): void {
    this.current += milliseconds;
  }
}

import { Injectable } from '@nestjs/common';

/**
 * The one source of time for the app. Outside production admins may move it (setClock); the
 * offset is shared by every instance through the database (see ClockSync).
 */
@Injectable()
export class Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Milliseconds the app's time runs ahead of (or behind) the machine's. */
  get offset(): number {
    return this.offsetMs;
  }

  setOffset(offsetMs: number) {
    this.offsetMs = offsetMs;
  }

  setNow(now: Date): Date {
    this.offsetMs = now.getTime() - Date.now();
    return this.now();
  }
}

import { Injectable } from '@nestjs/common';

/** The one source of time for the app; later issues let admins move it outside production. */
@Injectable()
export class Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  setNow(now: Date): Date {
    this.offsetMs = now.getTime() - Date.now();
    return this.now();
  }
}

import { Inject, Injectable, Optional } from '@nestjs/common';

/** What the reports read the time from and set their timers with. */
export interface Clock {
  now(): Date;
  /** Calls `run` after `ms`; answers a function that cancels it. */
  setTimer(run: () => void, ms: number): () => void;
}

/**
 * A provider a test module may register (globally) to run the schedule on a fake clock;
 * without one, the reports use the system's.
 */
export const REPORTS_CLOCK = 'REPORTS_CLOCK';

export const SYSTEM_CLOCK: Clock = {
  now: () => new Date(),
  setTimer(run, ms) {
    const timer = setTimeout(run, ms);
    // A pending report never keeps the process alive.
    timer.unref();
    return () => clearTimeout(timer);
  },
};

/** The reports' clock: the registered REPORTS_CLOCK, else the system's. */
@Injectable()
export class ReportsClock implements Clock {
  private readonly clock: Clock;

  constructor(@Optional() @Inject(REPORTS_CLOCK) clock?: Clock) {
    this.clock = clock ?? SYSTEM_CLOCK;
  }

  now(): Date {
    return this.clock.now();
  }

  setTimer(run: () => void, ms: number): () => void {
    return this.clock.setTimer(run, ms);
  }
}

import { Injectable } from '@nestjs/common';

/**
 * "Now" for the order rules (pickup hour, order dates). Tests replace `now` on the application's instance to
 * put the server at a chosen time of day, instead of depending on when the suite happens to run.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

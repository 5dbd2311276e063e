import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { wallClock } from '@seqportal/contract';
import type { AppConfig } from '../../../config/configuration.js';
import { Clock } from '../../orders/clock.js';

/** "Today" in the business time zone for the statement rules (tests move the shared Clock). */
@Injectable()
export class StatementClock {
  readonly timeZone: string;

  constructor(
    private readonly clock: Clock,
    config: ConfigService,
  ) {
    this.timeZone = config.getOrThrow<AppConfig>('app').businessTimeZone;
  }

  now(): Date {
    return this.clock.now();
  }

  today(): string {
    const { year, month, day } = wallClock(this.clock.now(), this.timeZone);
    return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  }
}

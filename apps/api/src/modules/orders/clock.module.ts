import { Module } from '@nestjs/common';
import { Clock } from './clock.js';

/**
 * The one Clock of an application, apart from OrdersModule so that modules without HTTP controllers (the queue
 * workers of `pnpm worker`) can share it without loading the orders controllers and their guards.
 */
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}

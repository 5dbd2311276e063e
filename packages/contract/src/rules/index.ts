export * from './text.js';
export * from './phone.js';
export * from './username.js';
export * from './index-sequence.js';
export * from './rounding.js';
export * from './money.js';
export * from './pickup-time.js';

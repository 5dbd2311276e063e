export * from './error-codes.js';
export * from './error-messages.js';
export * from './envelope.js';

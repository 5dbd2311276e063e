export * from './errors/index.js';
export * from './enums/index.js';
export * from './routes/index.js';
export * from './entities/index.js';
export * from './rules/index.js';

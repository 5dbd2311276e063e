export * from './route-def.js';
export * from './route-table.js';

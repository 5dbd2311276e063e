export * from './route-def.js';
export * from './route-table.js';
export * from './pending-routes.js';

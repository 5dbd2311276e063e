export const STORAGE_CONFIG = Symbol('STORAGE_CONFIG');

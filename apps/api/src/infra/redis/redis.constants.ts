/** Injection token of the shared ioredis client (keys carry REDIS_PREFIX automatically). */
export const REDIS_CLIENT = Symbol('REDIS_CLIENT');

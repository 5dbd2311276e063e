import type { ExecutionContext } from '@nestjs/common';

/**
 * What a guard reads from a route's decorators cannot change once the application runs, yet Nest's Reflector
 * walks reflect-metadata's maps (and the controller's prototype chain) at every request. RouteMemo reads it
 * once per controller class and handler. Keyed by both: an inherited handler may sit under another class's
 * decorators.
 */
export class RouteMemo<T> {
  private readonly byClass = new WeakMap<object, WeakMap<object, T>>();

  constructor(private readonly read: (context: ExecutionContext) => T) {}

  get(context: ExecutionContext): T {
    const controller = context.getClass();
    const handler = context.getHandler();
    let byHandler = this.byClass.get(controller);
    if (!byHandler) {
      byHandler = new WeakMap();
      this.byClass.set(controller, byHandler);
    }
    if (byHandler.has(handler)) return byHandler.get(handler) as T;
    const value = this.read(context);
    byHandler.set(handler, value);
    return value;
  }
}

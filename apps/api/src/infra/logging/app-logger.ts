import type { LoggerService } from '@nestjs/common';
import type { Logger as Pino, Level } from 'pino';

/**
 * Nest's logger interface over the application's one pino logger: `new Logger('Context')` calls anywhere in
 * the code become JSON lines with a `context` field. The arguments follow Nest's convention: the last extra
 * argument is the context; a first argument that is an object (or an Error) becomes the line's fields.
 */
export class AppLogger implements LoggerService {
  constructor(readonly pino: Pino) {}

  verbose(message: unknown, ...optional: unknown[]): void {
    this.write('trace', message, optional);
  }

  debug(message: unknown, ...optional: unknown[]): void {
    this.write('debug', message, optional);
  }

  log(message: unknown, ...optional: unknown[]): void {
    this.write('info', message, optional);
  }

  warn(message: unknown, ...optional: unknown[]): void {
    this.write('warn', message, optional);
  }

  error(message: unknown, ...optional: unknown[]): void {
    this.write('error', message, optional);
  }

  fatal(message: unknown, ...optional: unknown[]): void {
    this.write('fatal', message, optional);
  }

  private write(level: Level, message: unknown, optional: unknown[]): void {
    if (!this.pino.isLevelEnabled(level)) return;
    const fields: Record<string, unknown> = {};
    let rest = optional;
    if (optional.length > 0) {
      fields.context = optional[optional.length - 1];
      rest = optional.slice(0, -1);
    }
    if (message instanceof Error) {
      fields.err = message;
      this.pino[level](fields, ...(rest as [string?]));
    } else if (typeof message === 'object' && message !== null) {
      this.pino[level](Object.assign(fields, message), ...(rest as [string?]));
    } else if (level === 'error' && isStackTrace(rest)) {
      // Nest's own exception handlers call error(message, stack, context).
      const err = new Error(String(message));
      err.stack = rest[0] as string;
      this.pino.error({ ...fields, err });
    } else {
      this.pino[level](fields, String(message), ...(rest as [string?]));
    }
  }
}

function isStackTrace(rest: unknown[]): boolean {
  return rest.length === 1 && typeof rest[0] === 'string' && /\n\s*at /.test(rest[0]);
}

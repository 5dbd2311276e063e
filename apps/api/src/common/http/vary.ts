import type { FastifyReply } from 'fastify';

/** Adds a field to the answer's Vary header, keeping the fields already named (CORS's Origin, say). */
export function appendVary(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  void reply.header('vary', current ? `${String(current)}, ${field}` : field);
}

import type { FastifyReply } from 'fastify';

export const PDF = 'application/pdf';

/** A generated document as an attachment; the ASCII name for old clients, the Chinese one per RFC 5987. */
export async function sendPdf(reply: FastifyReply, pdf: Buffer, name: string): Promise<void> {
  await reply
    .header('content-type', PDF)
    .header('content-disposition', `attachment; filename="document.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

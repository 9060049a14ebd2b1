import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** Sends a PDF inline (opens in the browser; ?download=1 saves it) with its file name. */
export function sendPdf(reply: FastifyReply, pdf: { pdf: Buffer; fileName: string }, download: boolean) {
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `${download ? 'attachment' : 'inline'}; filename="${pdf.fileName}"`)
    .header('cache-control', 'private, no-store');
  return reply.send(pdf.pdf);
}

export const pdfQuerySchema = z.object({
  download: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});

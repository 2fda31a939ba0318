import { z } from 'zod';
import { text } from '../validation/text.ts';

// The live-update stream's texts and query (docs/architecture.md#realtime), in core so the
// endpoint contract (core/contracts/events.contract.ts) can declare them.

export const EVENT_MESSAGES = {
  ticketInvalid: 'Tiket pembaruan langsung tidak valid atau sudah digunakan.',
  unavailable: 'Pembaruan langsung sedang tidak tersedia. Silakan coba lagi nanti.',
  tooManyConnections: 'Terlalu banyak koneksi pembaruan langsung. Tutup beberapa tab lalu coba lagi.',
} as const;

/** GET /api/events: without a ticket the stream is anonymous. */
export const streamQuerySchema = z.object({ ticket: text({ message: EVENT_MESSAGES.ticketInvalid }).optional() });

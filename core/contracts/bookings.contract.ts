import type { CustomerTransaction } from '../transactions/views.ts';
import { createBookingSchema } from '../transactions/booking.schema.ts';
import { answer, endpoint, named } from './endpoint.ts';

// Booking a tutor from the marketplace (api/routes/bookings.routes.ts).

export const bookingsContract = {
  create: endpoint({
    method: 'POST',
    path: '/api/bookings',
    tag: 'Transactions',
    summary: 'Book a tutor',
    access: ['customer'],
    idempotent: 'bookings.create',
    body: named('CreateBooking', createBookingSchema),
    responses: { 201: '`{ transaction }` awaiting payment, with its `uniqueCode` (kode unik) and `amountDue` (total + code, rupiah)' },
    answer: answer<{ transaction: CustomerTransaction }>(),
  }),
};

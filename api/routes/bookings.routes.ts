import type Router from '@koa/router';
import { createBookingSchema } from '../../core/transactions/booking.schema.ts';
import { createBooking } from '../../services/bookings/create-booking.ts';
import { currentUser, requireUser } from '../middleware/authenticate.ts';
import { idempotent, type IdempotencyDeps } from '../middleware/idempotency.ts';
import { createRouter } from './router.ts';

/** POST /api/bookings: a customer books a tutor from the marketplace. */
export function createBookingsRouter(deps: IdempotencyDeps): Router {
  const router = createRouter('/api/bookings');
  router.post('/', requireUser('customer'), idempotent(deps, { route: 'bookings.create' }), async (ctx) => {
    const input = createBookingSchema.parse(ctx.request.body ?? {});
    const transaction = await createBooking(deps, currentUser(ctx), input);
    ctx.state.log.info({ transactionId: transaction.id, tutorId: transaction.tutorId }, 'booking created');
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 201;
    ctx.body = { transaction };
  });
  return router;
}

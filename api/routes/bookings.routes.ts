import type Router from '@koa/router';
import { bookingsContract } from '../../core/contracts/bookings.contract.ts';
import { createBooking } from '../../services/bookings/create-booking.ts';
import { currentUser } from '../middleware/authenticate.ts';
import type { IdempotencyDeps } from '../middleware/idempotency.ts';
import type { UniqueCodeConfig } from '../../services/transactions/unique-code.ts';
import { bindEndpoint } from './bind-endpoint.ts';
import { createRouter } from './router.ts';

/** POST /api/bookings: a customer books a tutor from the marketplace. */
export function createBookingsRouter(deps: IdempotencyDeps & { config: UniqueCodeConfig }): Router {
  const router = createRouter('/api/bookings');
  bindEndpoint(
    router,
    bookingsContract.create,
    async (ctx, { body }) => {
      const transaction = await createBooking(deps, currentUser(ctx), body);
      ctx.state.log.info({ transactionId: transaction.id, tutorId: transaction.tutorId }, 'booking created');
      ctx.set('Cache-Control', 'no-store');
      ctx.status = 201;
      ctx.body = { transaction };
    },
    { idempotency: deps },
  );
  return router;
}

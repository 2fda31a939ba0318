import type Router from '@koa/router';
import type { Context } from 'koa';
import { AppError, isAppError } from '../../core/errors.ts';
import { TRANSACTION_MESSAGES as M } from '../../core/transactions/messages.ts';
import { transactionsContract as C } from '../../core/contracts/transactions.contract.ts';
import type { Config } from '../../infra/config.ts';
import type { Db } from '../../infra/db.ts';
import type { Logger } from '../../infra/logger.ts';
import { parseMultipart, isMultipart } from '../../infra/multipart.ts';
import { createRateLimiter } from '../../infra/rate-limit.ts';
import type { Redis } from '../../infra/redis.ts';
import type { Storage } from '../../infra/storage.ts';
import { cancelTransaction } from '../../services/transactions/cancel-transaction.ts';
import { completeClass } from '../../services/transactions/complete-class.ts';
import { getCustomerTransaction } from '../../services/transactions/get-customer-transaction.ts';
import { listCustomerTransactions } from '../../services/transactions/list-customer-transactions.ts';
import { requestRefund } from '../../services/transactions/request-refund.ts';
import { PROOF_MAX_BYTES } from '../../services/payments/proof-file.ts';
import { readProofFile } from '../../services/payments/read-proof-file.ts';
import { getReceipt } from '../../services/receipts/get-receipt.ts';
import { submitProof, type ProofUpload } from '../../services/payments/submit-proof.ts';
import { currentUser } from '../middleware/authenticate.ts';
import { requestBody } from '../middleware/buffered-body.ts';
import { noStore } from '../middleware/no-store.ts';
import { bindEndpoint } from './bind-endpoint.ts';
import { createRouter } from './router.ts';

export type TransactionsDeps = {
  config: Pick<Config, 'REDIS_PREFIX' | 'JWT_SECRET'>;
  db: Db;
  redis: Redis;
  logger: Logger;
  storage: Storage;
};

/**
 * The customer's transactions: list, detail, proof upload and file, the receipt, and the three buttons. Beyond
 * "signed in", who may do what is the services' call, so every outsider gets the same 403
 * 'Akses Ditolak' (and an unknown id the same 404) whatever their role.
 */
export function createTransactionsRouter(deps: TransactionsDeps): Router {
  const { db, storage } = deps;
  const limiter = createRateLimiter({ redis: deps.redis, logger: deps.logger, prefix: `${deps.config.REDIS_PREFIX}:rl` });
  const router = createRouter('/api/transactions');
  router.use(noStore);

  bindEndpoint(router, C.list, async (ctx, { query }) => {
    ctx.body = await listCustomerTransactions(deps, currentUser(ctx), query.cursor);
  });

  bindEndpoint(router, C.detail, async (ctx) => {
    ctx.body = { transaction: await getCustomerTransaction(deps, currentUser(ctx), ctx.params.id ?? '') };
  });

  bindEndpoint(
    router,
    C.submitProof,
    async (ctx) => {
      const user = currentUser(ctx);
      const result = await submitProof({ db, storage, limiter, logger: ctx.state.log }, user, ctx.params.id ?? '', () =>
        readProofUpload(ctx),
      );
      ctx.state.log.info({ transactionId: result.transaction.id }, 'payment proof submitted');
      ctx.status = 201;
      ctx.body = result;
    },
    { idempotency: deps },
  );

  bindEndpoint(router, C.proofFile, async (ctx) => {
    const file = await readProofFile(deps, currentUser(ctx), ctx.params.id ?? '', ctx.params.proofId ?? '');
    // Private to this user's browser; the file can still be re-checked by id, never guessed.
    ctx.set('Cache-Control', 'private, max-age=600');
    ctx.set('Vary', 'Authorization');
    ctx.set('Content-Disposition', `inline; filename="${file.filename}"`);
    // A PDF opened from here runs nothing of ours and nothing of its own.
    ctx.set('Content-Security-Policy', "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'");
    ctx.type = file.contentType;
    ctx.body = file.bytes;
  });

  bindEndpoint(router, C.receipt, async (ctx) => {
    const file = await getReceipt(deps, currentUser(ctx), ctx.params.id ?? '');
    ctx.set('Content-Disposition', `attachment; filename="${file.filename}"`);
    ctx.set('Content-Security-Policy', "sandbox; default-src 'none'");
    ctx.type = 'application/pdf';
    ctx.body = file.bytes;
  });

  bindEndpoint(router, C.cancel, async (ctx) => {
    ctx.body = await cancelTransaction(deps, currentUser(ctx), ctx.params.id ?? '');
  });

  bindEndpoint(router, C.requestRefund, async (ctx) => {
    ctx.body = await requestRefund(deps, currentUser(ctx), ctx.params.id ?? '');
  });

  bindEndpoint(router, C.complete, async (ctx) => {
    ctx.body = await completeClass(deps, currentUser(ctx), ctx.params.id ?? '');
  });

  return router;
}

/**
 * multipart/form-data with one file field `proof`. Any "too large" is the message of
 * docs/product.md#payment-proof-file-rules.
 */
async function readProofUpload(ctx: Context): Promise<ProofUpload> {
  if (!isMultipart(ctx.get('content-type'))) throw new AppError('VALIDATION', M.fileMissing, { field: 'proof' });
  let files;
  try {
    // One byte over the limit is enough to tell "too large" (busboy flags a file of exactly the limit).
    ({ files } = await parseMultipart(requestBody(ctx), {
      fileSize: PROOF_MAX_BYTES + 1,
      files: 1,
      fields: 2,
      fieldSize: 1024,
      totalBytes: C.submitProof.upload.maxBodyBytes,
    }));
  } catch (error) {
    if (isAppError(error) && error.code === 'PAYLOAD_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', M.fileTooLarge, { field: 'proof' });
    throw error;
  }
  const file = files.find((candidate) => candidate.field === 'proof');
  if (!file || (file.bytes.length === 0 && !file.truncated)) throw new AppError('VALIDATION', M.fileMissing, { field: 'proof' });
  return { bytes: file.bytes, truncated: file.truncated };
}

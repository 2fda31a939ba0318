import type Router from '@koa/router';
import type { Context } from 'koa';
import { bankMutationsSchema } from '../../core/bank-statements/bank-mutation.schema.ts';
import { STATEMENT_MESSAGES as M } from '../../core/bank-statements/parse-statement.ts';
import { bankStatementsContract as C, STATEMENT_MAX_BYTES } from '../../core/contracts/bank-statements.contract.ts';
import { AppError, isAppError } from '../../core/errors.ts';
import type { Config } from '../../infra/config.ts';
import type { Db } from '../../infra/db.ts';
import { isMultipart, parseMultipart } from '../../infra/multipart.ts';
import { importBankStatement } from '../../services/bank-statements/import-bank-statement.ts';
import { SIGNATURE_HEADER, verifyMutationSignature } from '../../services/bank-statements/mutation-signature.ts';
import { receiveBankMutations } from '../../services/bank-statements/receive-bank-mutations.ts';
import { currentUser } from '../middleware/authenticate.ts';
import { requestBody } from '../middleware/buffered-body.ts';
import { noStore } from '../middleware/no-store.ts';
import { createAdminOnlyRouter } from './admin-router.ts';
import { bindEndpoint } from './bind-endpoint.ts';
import { createRouter } from './router.ts';

type Deps = { db: Db; config: Pick<Config, 'BANK_MUTATION_WEBHOOK_SECRET'> };

/** multipart/form-data with one file field `statement`, a CSV read as UTF-8. */
async function readStatementUpload(ctx: Context): Promise<string> {
  if (!isMultipart(ctx.get('content-type'))) throw new AppError('VALIDATION', M.fileMissing, { field: 'statement' });
  let files;
  try {
    ({ files } = await parseMultipart(requestBody(ctx), {
      fileSize: STATEMENT_MAX_BYTES + 1,
      files: 1,
      fields: 2,
      fieldSize: 1024,
      totalBytes: C.importStatement.upload.maxBodyBytes,
    }));
  } catch (error) {
    if (isAppError(error) && error.code === 'PAYLOAD_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', M.fileTooLarge, { field: 'statement' });
    throw error;
  }
  const file = files.find((candidate) => candidate.field === 'statement');
  if (file?.truncated) throw new AppError('PAYLOAD_TOO_LARGE', M.fileTooLarge, { field: 'statement' });
  if (!file || file.bytes.length === 0) throw new AppError('VALIDATION', M.fileMissing, { field: 'statement' });
  return new TextDecoder('utf-8').decode(file.bytes);
}

/** The admin's import, behind the admin guard of every /api/admin router. */
export function createBankStatementsRouter(deps: Deps): Router {
  const router = createAdminOnlyRouter();
  bindEndpoint(router, C.importStatement, async (ctx) => {
    const admin = currentUser(ctx);
    const result = await importBankStatement(deps, admin, await readStatementUpload(ctx));
    ctx.state.log.info(
      { adminId: admin.id, bank: result.bank, lines: result.lines, matched: result.matched.length, listed: result.listed.length },
      'bank statement imported',
    );
    ctx.body = result;
  });
  return router;
}

/** The bank-mutation service's webhook: the signature is checked before the body is read. */
export function createBankMutationsRouter(deps: Deps): Router {
  const router = createRouter('/api/payments');
  router.use(noStore);
  bindEndpoint(
    router,
    C.bankMutations,
    async (ctx) => {
      const raw = (ctx.request as { rawBody?: string }).rawBody ?? '';
      verifyMutationSignature(deps.config.BANK_MUTATION_WEBHOOK_SECRET, ctx.get(SIGNATURE_HEADER), raw, new Date());
      const result = await receiveBankMutations(deps, bankMutationsSchema.parse(ctx.request.body ?? {}));
      ctx.state.log.info({ bank: result.bank, lines: result.lines, matched: result.matched.length }, 'bank mutations received');
      ctx.body = result;
    },
    { bodyParsedByHandler: true },
  );
  return router;
}

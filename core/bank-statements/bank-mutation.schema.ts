import { z } from 'zod';
import { text } from '../validation/text.ts';
import { BANK_FORMATS } from './statement-formats.ts';

// The JSON a bank-mutation service posts to POST /api/payments/bank-mutations
// (docs/product.md#bank-mutation-webhook). Amounts are rupiah, up to two decimals.

export const BANK_MUTATION_MAX = 500;

export const bankMutationSchema = z
  .object({
    /** The service's own id of the mutation: the same id twice is the same line. */
    id: text().trim().min(1).max(100),
    date: z.iso.date(),
    description: text().trim().max(500),
    amount: z.number().positive().max(1e13).multipleOf(0.01),
    type: z.enum(['CR', 'DB']),
    balance: z.number().multipleOf(0.01).nullable().optional(),
  })
  .strict();

export const bankMutationsSchema = z
  .object({
    bank: z.enum(BANK_FORMATS),
    mutations: z.array(bankMutationSchema).min(1).max(BANK_MUTATION_MAX),
  })
  .strict();

export type BankMutations = z.infer<typeof bankMutationsSchema>;

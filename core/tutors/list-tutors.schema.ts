import { z } from 'zod';

/** Query of GET /api/tutors. The marketplace issue adds the gallery's filters and sort here. */
export const listTutorsQuerySchema = z.object({
  limit: z.coerce
    .number({ message: 'Parameter limit harus berupa angka.' })
    .int('Parameter limit harus berupa bilangan bulat.')
    .min(1, 'Parameter limit minimal 1.')
    .max(100, 'Parameter limit maksimal 100.')
    .default(10),
});

export type ListTutorsQuery = z.infer<typeof listTutorsQuerySchema>;

/** What anyone may see of a tutor. Phone number, bank account and email are never part of it. */
export type PublicTutor = {
  id: string;
  name: string;
  university: string;
  subjects: string[];
  pricePerHour: number;
  rating: number;
  reviewCount: number;
  hoursTaught: number;
  imageUrl: string | null;
  isAvailable: boolean;
  lastActiveAt: string | null;
};

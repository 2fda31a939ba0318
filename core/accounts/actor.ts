import type { Role } from './auth.schema.ts';

/**
 * Who is acting, as every layer sees them: the api from a live session, a bot from a linked chat,
 * a job from the event it handles. Use cases decide ownership and roles from this and nothing else.
 */
export type Actor = { id: string; role: Role };

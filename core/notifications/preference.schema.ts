import { z } from 'zod';
import { CHANNELS, NOTIFICATION_GROUPS } from './channels.ts';

/** One notification switch, as PUT /api/account/notification-preferences takes it. */
export const preferenceSchema = z.object({ channel: z.enum(CHANNELS), group: z.enum(NOTIFICATION_GROUPS), enabled: z.boolean() }).strict();

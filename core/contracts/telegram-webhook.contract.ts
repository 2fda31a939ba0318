import { endpoint } from './endpoint.ts';

// POST /telegram/webhook (api/routes/telegram-webhook.routes.ts), mounted only in webhook mode.
// Kept out of the OpenAPI document: only Telegram calls it, with the secret setWebhook gave it.

/** Where Telegram posts updates (infra/telegram-updates.ts builds the address from it). */
export const TELEGRAM_WEBHOOK_PATH = '/telegram/webhook';

export const telegramWebhookContract = {
  update: endpoint({
    method: 'POST',
    path: TELEGRAM_WEBHOOK_PATH,
    tag: 'Telegram',
    summary: 'An update from Telegram, queued for the bot process',
    access: 'visitor',
    responses: { 200: '`{}`: queued' },
    undocumented: 'only Telegram calls it, with the X-Telegram-Bot-Api-Secret-Token it was given',
  }),
};

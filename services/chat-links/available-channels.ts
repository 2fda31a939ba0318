import type { Config } from '../../infra/config.ts';
import { readBotIdentities, type BotIdentities } from '../../infra/bot-identity.ts';
import type { Redis } from '../../infra/redis.ts';

/**
 * The chat channels /akun may offer (docs/product.md#chat-links), each with the identity a code is
 * sent to: only while a running bot is connected on it and published who it is (its getMe username,
 * its logged-in number), never a name or number a setting made up. When Redis cannot say, no
 * channel is offered: a code sent to a bot that may not be there helps nobody.
 */
export async function availableChatChannels(deps: { redis: Redis; config: Pick<Config, 'REDIS_PREFIX'> }): Promise<BotIdentities> {
  try {
    return await readBotIdentities(deps.redis, deps.config.REDIS_PREFIX);
  } catch {
    return { telegram: null, whatsapp: null };
  }
}

import { WHATSAPP_MESSAGES as M } from '../../../core/chat/whatsapp-texts.ts';
import type { WhatsAppFeature } from '../context.ts';

/** Last in line: whatever no feature took. Its answer is what the loop guard counts (decision 029). */
export function unhandledFeature(): WhatsAppFeature {
  return async () => ({ text: M.unknown, understood: false });
}

import {
  numberedSettings,
  SETTINGS_TEXTS as S,
  switchedText,
  WHATSAPP_UNLINK_CONFIRM,
  type GroupSwitch,
} from '../../../core/chat/settings-texts.ts';
import type { PreferencesView } from '../../../core/notifications/preference-groups.ts';
import type { Db } from '../../../infra/db.ts';
import { unlinkChat } from '../../../services/chat-links/account-chats.ts';
import { getAccountPreferences, setAccountPreference } from '../../../services/notifications/account-preferences.ts';
import { say, type Answer, type WhatsAppFeature } from '../context.ts';
import { actorOf, chatKeywordOf } from '../menu-keywords.ts';

// `PENGATURAN` and `PUTUS` (docs/product.md#chat-commands): this chat's switches of /akun (the same
// table and use case, the WhatsApp column only), numbered; and unlinking after YA.

const switchesOf = (view: PreferencesView): GroupSwitch[] =>
  view.groups.map((group) => ({ group, enabled: view.preferences.whatsapp[group] ?? true }));

function settingsAnswer(view: PreferencesView, lead: string | null): Answer {
  const switches = switchesOf(view);
  return {
    text: [...(lead ? [lead, ''] : []), numberedSettings(switches)].join('\n'),
    choices: Object.fromEntries(switches.map((_item, index) => [String(index + 1), `PENGATURAN ${index + 1}`])),
  };
}

export function chatSettingsFeature(deps: { db: Db }): WhatsAppFeature {
  const settings: WhatsAppFeature = async (ctx) => {
    const keyword = chatKeywordOf(ctx, 'settings');
    if (!keyword) return null;
    const actor = actorOf(ctx);
    const view = await getAccountPreferences(deps, actor);
    if (keyword.choice === null) return settingsAnswer(view, null);
    const chosen = switchesOf(view)[keyword.choice - 1];
    if (!chosen) return settingsAnswer(view, `Pilihan ${keyword.choice} tidak ada.`);
    const enabled = !chosen.enabled;
    const updated = await setAccountPreference(deps, actor, { channel: 'whatsapp', group: chosen.group, enabled });
    return settingsAnswer(updated, switchedText({ group: chosen.group, enabled }));
  };

  const unlink: WhatsAppFeature = async (ctx) => {
    const keyword = chatKeywordOf(ctx, 'unlink');
    if (!keyword) return null;
    if (!keyword.confirmed) return { text: `${S.unlinkAsk}\n\n${WHATSAPP_UNLINK_CONFIRM}`, choices: { YA: 'PUTUS YA' } };
    await unlinkChat(deps, actorOf(ctx), 'whatsapp');
    return say(S.unlinked);
  };

  return async (ctx) => (await settings(ctx)) ?? unlink(ctx);
}

import type { Role } from '../../../../core/accounts/auth.schema.ts';
import type { Channel } from '../../../../core/notifications/channels.ts';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { useAuth } from '../../../hooks/use-auth.ts';
import { useAccountChats } from '../api/use-account-chats.ts';
import { ChatLinksSection } from '../components/chat-links-section.tsx';
import { GoogleSection } from '../components/google-section.tsx';
import { PreferencesSection } from '../components/preferences-section.tsx';
import { TimeZoneSection } from '../components/time-zone-section.tsx';

const ROLE_LABELS: Record<Role, string> = { customer: 'Siswa', tutor: 'Tutor', admin: 'Admin' };

/** Email, and each chat channel this deployment runs or the user still has linked. */
function PreferenceChannels() {
  const chats = useAccountChats(() => false).data;
  const chatChannels: Channel[] =
    chats?.channels.filter((channel) => channel.enabled || channel.link).map((channel) => channel.channel) ?? [];
  return <PreferencesSection channels={['email', ...chatChannels]} />;
}

/** /akun (docs/product.md#chat-links, docs/product.md#accounts-google): every signed-in user's Google sign-in, chats and notification switches. */
export function AccountPage() {
  const { user } = useAuth();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-8 md:py-12">
      <PageHeader title="Akun">{user ? `${user.name} · ${user.email} · ${ROLE_LABELS[user.role]}` : null}</PageHeader>
      <GoogleSection />
      <ChatLinksSection />
      <PreferenceChannels />
      <TimeZoneSection />
    </div>
  );
}

import { useSendQueues } from '../api/get-send-queues.ts';
import { useWhatsAppLogin } from '../api/get-whatsapp-login.ts';
import { FailedJobsSection } from './failed-jobs-list.tsx';
import { SendQueuesTable } from './send-queues-table.tsx';
import { WhatsAppLoginCard } from './whatsapp-login-card.tsx';

/** 'Bot & Antrean' (docs/product.md#admin-bots): mounted only while its tab is open, so it polls only then. */
export function BotsPanel() {
  const login = useWhatsAppLogin();
  const queues = useSendQueues();
  return (
    <div className="flex flex-col gap-6">
      <WhatsAppLoginCard query={login} />
      <SendQueuesTable query={queues} />
      <FailedJobsSection />
    </div>
  );
}

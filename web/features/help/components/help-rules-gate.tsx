import type { ReactNode } from 'react';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { usePublicConfig } from '../../../lib/public-config.ts';
import type { HelpRules } from '../help-rules.ts';

export const HELP_LOAD_FAILED = 'Gagal memuat informasi. Silakan coba lagi.';

/**
 * The FAQ and the guides state the server's own settings (request cap and lifetime, payout fee), so
 * they wait for them rather than print a number that may be wrong.
 */
export function HelpRulesGate({ children }: { children: (rules: HelpRules) => ReactNode }) {
  const config = usePublicConfig();
  if (config.data) return children(config.data);
  if (config.isError) return <LoadError message={HELP_LOAD_FAILED} onRetry={() => void config.refetch()} retrying={config.isFetching} />;
  return <LoadingBlock label="Memuat data..." />;
}

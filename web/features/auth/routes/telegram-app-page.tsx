import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { TELEGRAM_APP_MESSAGES as M } from '../../../../core/accounts/telegram-web-app.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { CallbackOutcome } from '../components/callback-outcome.tsx';
import { signInWithTelegram } from '../api/telegram-web-app.ts';
import { startSession } from '../api/session-cache.ts';

/**
 * /telegram-app: where 'Buka Ajarin' in the Telegram bot opens (docs/decisions/034). Telegram puts
 * the signed initData in the fragment (#tgWebAppData=…), which never reaches a server log; the page
 * hands it to the api once, which opens the session, then goes to `next`.
 */
export function TelegramAppPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  // initData is single use: StrictMode's second effect run must not send it again.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const initData = new URLSearchParams(window.location.hash.slice(1)).get('tgWebAppData');
    // Opened without Telegram's data (typed in, or reloaded without the fragment): said like a refusal.
    const signedIn = initData
      ? signInWithTelegram({ initData, next: searchParams.get('next') ?? undefined })
      : Promise.reject(new Error(M.missing));
    signedIn.then(
      (grant) => {
        startSession(queryClient, grant);
        navigate(grant.next, { replace: true });
      },
      (error: unknown) => setFailure(error instanceof Error ? error.message : M.invalid),
    );
  }, [navigate, queryClient, searchParams]);

  if (!failure) return <LoadingBlock label={M.signingIn} />;
  return (
    <CallbackOutcome ok={false} title="Gagal Masuk" actions={<ButtonLink to="/auth">Masuk dengan Email</ButtonLink>}>
      <p>{failure}</p>
    </CallbackOutcome>
  );
}

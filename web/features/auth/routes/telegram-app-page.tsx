import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { TELEGRAM_APP_MESSAGES as M, type TelegramSignInQuestion } from '../../../../core/accounts/telegram-web-app.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { LoadingBlock } from '../../../components/ui/spinner.tsx';
import { CallbackOutcome } from '../components/callback-outcome.tsx';
import { askTelegramSignIn, otherSessionOf, signInWithTelegram } from '../api/telegram-web-app.ts';
import { startSession } from '../api/session-cache.ts';
import { telegramWebviewPlatform } from '../telegram-webview.ts';

type View =
  | { name: 'working'; label: string }
  | { name: 'ask'; question: TelegramSignInQuestion; inTelegram: boolean }
  | { name: 'failed'; message: string }
  | { name: 'cancelled' };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : M.invalid);

/**
 * /telegram-app: where 'Buka Ajarin' in the Telegram bot opens (docs/decisions/034, 041). Telegram
 * puts the signed initData in the fragment (#tgWebAppData=…), which never reaches a server log.
 * Only inside Telegram's webview does the page sign in by itself; anywhere else (a link someone
 * sent), and whenever this browser holds another account's login, it first names the account,
 * masked, and waits for a tap. Then it goes to `next`.
 */
export function TelegramAppPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [view, setView] = useState<View>({ name: 'working', label: M.checking });
  // initData is single use: StrictMode's second effect run must not send it again.
  const started = useRef(false);
  const initData = useRef<string | null>(null);
  const next = searchParams.get('next') ?? undefined;

  // Signs in; resolves to what to show instead when it did not (null: gone to `next`).
  const send = useCallback(
    (switchAccount: boolean): Promise<View | null> =>
      signInWithTelegram({ initData: initData.current ?? '', next, switchAccount }).then(
        (grant) => {
          startSession(queryClient, grant);
          navigate(grant.next, { replace: true });
          return null;
        },
        (error: unknown) => {
          const question = otherSessionOf(error);
          return question ? { name: 'ask', question, inTelegram: true } : { name: 'failed', message: messageOf(error) };
        },
      ),
    [navigate, queryClient, next],
  );
  const show = (shown: View | null) => shown && setView(shown);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const data = new URLSearchParams(window.location.hash.slice(1)).get('tgWebAppData');
    initData.current = data;
    const first: Promise<View | null> = !data
      ? // Opened without Telegram's data (typed in, or reloaded without the fragment): said like a refusal.
        Promise.resolve({ name: 'failed', message: M.missing })
      : telegramWebviewPlatform(window)
        ? send(false)
        : askTelegramSignIn(data).then(
            (question): View => ({ name: 'ask', question, inTelegram: false }),
            (error: unknown): View => ({ name: 'failed', message: messageOf(error) }),
          );
    void first.then(show);
  }, [send]);

  const proceed = () => {
    setView({ name: 'working', label: M.signingIn });
    void send(true).then(show);
  };

  if (view.name === 'working') return <LoadingBlock label={view.label} />;
  if (view.name === 'failed')
    return (
      <CallbackOutcome ok={false} title="Gagal Masuk" actions={<ButtonLink to="/auth">Masuk dengan Email</ButtonLink>}>
        <p>{view.message}</p>
      </CallbackOutcome>
    );
  if (view.name === 'cancelled')
    return (
      <CallbackOutcome ok title={M.askTitle} actions={<ButtonLink to="/">Ke Beranda</ButtonLink>}>
        <p>{M.cancelled}</p>
      </CallbackOutcome>
    );
  const { question, inTelegram } = view;
  return (
    <CallbackOutcome
      ok
      title={M.askTitle}
      actions={
        <div className="flex flex-wrap justify-center gap-2">
          <Button onClick={proceed}>{M.proceed(question.account)}</Button>
          <Button variant="ghost" onClick={() => setView({ name: 'cancelled' })}>
            {M.cancel}
          </Button>
        </div>
      }
    >
      {!inTelegram && <p>{M.outsideTelegram}</p>}
      <p>{question.signedInAs ? M.otherSession(question.account, question.signedInAs) : M.ask(question.account)}</p>
    </CallbackOutcome>
  );
}

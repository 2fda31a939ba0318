import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { refusedField } from '../../../lib/api-client.ts';
import { reauthNeedOf, type ReauthNeed, type useLinkGoogle } from '../api/use-google-account.ts';

/**
 * 'Hubungkan Google' on /akun. A sign-in older than 10 minutes must be backed by the password
 * (docs/decisions/041): the server says so, and the card asks for it here; an account without a
 * password is told to sign in again.
 */
export function GoogleLinkStart({ link }: { link: ReturnType<typeof useLinkGoogle> }) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [need, setNeed] = useState<ReauthNeed | null>(null);
  const currentNeed = reauthNeedOf(link.error) ?? need;
  const wrongPassword = refusedField(link.error) === 'password' ? link.error?.message : undefined;
  const busy = link.isPending || link.isSuccess;

  if (!currentNeed)
    return (
      <div className="mt-4">
        <Button onClick={() => link.mutate(undefined, { onError: (error) => setNeed(reauthNeedOf(error)) })} disabled={busy}>
          {busy ? 'Membuka Google...' : 'Hubungkan Google'}
        </Button>
      </div>
    );
  if (!currentNeed.hasPassword)
    return (
      <div className="mt-4">
        <Alert tone="info">{currentNeed.message}</Alert>
      </div>
    );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    link.mutate(password);
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Konfirmasi password" className="mt-4 flex flex-col gap-3">
      <Alert tone="info">{currentNeed.message}</Alert>
      <TextField
        id={`${id}-password`}
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        error={wrongPassword}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div>
        <Button type="submit" disabled={busy || password === ''}>
          {busy ? 'Membuka Google...' : 'Lanjutkan ke Google'}
        </Button>
      </div>
    </form>
  );
}

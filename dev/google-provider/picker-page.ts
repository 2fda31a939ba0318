import { DEMO_IDENTITIES } from './identities.ts';
import { escapeHtml } from '../../core/text/escape-html.ts';

// The local provider's one page: choose who "signs in with Google". Server-rendered, no script;
// every value written into it is escaped.

const STYLE = `
  body { font-family: system-ui, sans-serif; max-width: 34rem; margin: 2rem auto; padding: 0 1rem; color: #1e293b; }
  h1 { font-size: 1.35rem; } p.note { color: #475569; font-size: .9rem; }
  form { margin: .5rem 0; } fieldset { border: 1px solid #cbd5e1; border-radius: .75rem; padding: 1rem; margin: 1rem 0; }
  button { font: inherit; cursor: pointer; border-radius: .5rem; border: 1px solid #94a3b8; background: #fff; padding: .55rem .9rem; }
  button.identity { width: 100%; text-align: left; } button.primary { background: #1d4ed8; color: #fff; border-color: #1d4ed8; }
  label { display: block; margin: .5rem 0; } input[type=email], input[type=text] { width: 100%; box-sizing: border-box; padding: .5rem; font: inherit; }
  .problem { color: #b91c1c; } small { color: #64748b; }`;

function identityButton(uid: string, identity: (typeof DEMO_IDENTITIES)[number]): string {
  return `<form method="post" action="/interaction/${escapeHtml(uid)}/login">
    <input type="hidden" name="email" value="${escapeHtml(identity.email)}"><input type="hidden" name="name" value="${escapeHtml(identity.name)}"><input type="hidden" name="verified" value="1">
    <button class="identity" type="submit">${escapeHtml(identity.name)} <small>${escapeHtml(identity.email)}</small></button>
  </form>`;
}

export function renderPicker(input: {
  uid: string;
  clientName: string;
  problem?: string;
  typed?: { email: string; name: string };
}): string {
  const { uid } = input;
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Masuk dengan Google · penyedia lokal</title><style>${STYLE}</style></head><body>
<h1>Masuk dengan Google</h1>
<p class="note">Penyedia OpenID Connect lokal untuk pengembangan: tidak ada akun Google sungguhan di sini. Pilih siapa yang masuk ke <strong>${escapeHtml(input.clientName)}</strong>.</p>
<fieldset><legend>Identitas demo</legend>${DEMO_IDENTITIES.map((identity) => identityButton(uid, identity)).join('\n')}</fieldset>
<fieldset><legend>Email lain</legend>
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
  ${input.problem ? `<p class="problem" role="alert">${escapeHtml(input.problem)}</p>` : ''}
  <label>Email <input type="email" name="email" required value="${escapeHtml(input.typed?.email ?? '')}"></label>
  <label>Nama <input type="text" name="name" maxlength="120" value="${escapeHtml(input.typed?.name ?? '')}"></label>
  <label><input type="checkbox" name="verified" value="1" checked> Email terverifikasi oleh Google</label>
  <button class="primary" type="submit">Lanjutkan</button>
</form></fieldset>
<form method="post" action="/interaction/${escapeHtml(uid)}/abort"><button type="submit">Tolak</button> <small>seperti menekan "Batal" di Google</small></form>
</body></html>`;
}

// Reads what the app "sent" from its dev mailbox (GET /api/dev/mailbox, newest first): the
// e2e way to follow confirmation links and reset codes the way a user would.

export type DevMail = { id: number; to: string; subject: string; text: string; html: string; createdAt: string };

/** Waits for the newest mail to `to` with `subject` that arrived after `after` (the outbox relay and worker deliver it). */
export async function waitForMail(
  baseUrl: string,
  to: string,
  subject: string,
  options: { after?: number; timeoutMs?: number } = {},
): Promise<DevMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 20_000);
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}/api/dev/mailbox?${new URLSearchParams({ to })}`);
    if (response.ok) {
      const mails = (await response.json()) as DevMail[];
      const mail = mails.find(
        (candidate) => candidate.subject === subject && (options.after === undefined || candidate.id > options.after),
      );
      if (mail) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail "${subject}" to ${to} within the timeout`);
}

/** The id of the newest mail to `to`, or 0: later mails have larger ids. */
export async function latestMailId(baseUrl: string, to: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/dev/mailbox?${new URLSearchParams({ to })}`);
  const mails = (await response.json()) as DevMail[];
  return mails[0]?.id ?? 0;
}

export function authCallbackLinkIn(mail: DevMail, type: 'signup' | 'recovery'): string {
  const link = mail.text.match(new RegExp(`https?://\\S+/auth-callback\\?type=${type}&token=[A-Za-z0-9_-]+`))?.[0];
  if (!link) throw new Error(`no ${type} link in "${mail.subject}"`);
  return link;
}

export function otpIn(mail: DevMail): string {
  const otp = mail.text.match(/\b(\d{6})\b/)?.[1];
  if (!otp) throw new Error(`no 6-digit code in "${mail.subject}"`);
  return otp;
}

import { authCallbackLinkIn, waitForMail } from './mailbox.ts';

// Shortcuts that set up an account over HTTP when a test is about something else than signing up.

export type Credentials = { email: string; password: string; name: string };

let counter = 0;

/** A unique address per call and run, so reruns against one database never collide. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** A tutor's profile fields of the sign-up (docs/product.md#sign-up-tutor). */
export type TutorProfile = { university: string; subjects: string[]; pricePerHour: number; phone: string; bankAccount: string };

async function signUp(baseUrl: string, body: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${baseUrl}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
}

export async function signUpCustomer(baseUrl: string, account: Credentials): Promise<void> {
  await signUp(baseUrl, { role: 'customer', ...account, passwordConfirmation: account.password });
}

/** Signs a customer up and opens the confirmation link from the mailbox over HTTP. */
export async function confirmedCustomer(baseUrl: string, account: Credentials): Promise<void> {
  await signUpCustomer(baseUrl, account);
  await confirmFromMailbox(baseUrl, account.email);
}

/** The same for a tutor with a complete profile, who can then join learning requests. */
export async function confirmedTutor(baseUrl: string, account: Credentials & TutorProfile): Promise<void> {
  await signUp(baseUrl, { role: 'tutor', ...account, passwordConfirmation: account.password });
  await confirmFromMailbox(baseUrl, account.email);
}

async function confirmFromMailbox(baseUrl: string, email: string): Promise<void> {
  const mail = await waitForMail(baseUrl, email, 'Konfirmasi pendaftaran Ajarin');
  const token = new URL(authCallbackLinkIn(mail, 'signup')).searchParams.get('token');
  const response = await fetch(`${baseUrl}/api/auth/confirm-email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (response.status !== 200) throw new Error(`confirm-email answered ${response.status}: ${await response.text()}`);
}

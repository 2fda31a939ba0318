import { INTERNAL_MESSAGE, type ErrorCode } from '../../core/errors.ts';
import { authContract } from '../../core/contracts/auth.contract.ts';
import { IDEMPOTENCY_KEY_HEADER } from '../../core/idempotency/idempotency-key.ts';
import { currentAccessToken, dropSession, holdSession, type SessionGrant } from './access-token.ts';

export type ApiErrorCode = ErrorCode | 'NETWORK';

/** Every failed call to our api surfaces as this one type, carrying the server's Indonesian message. */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly status: number;
  /** The server's safe extras: `reason`, `field`, `retryAfterSeconds`. */
  readonly details: Record<string, unknown>;

  constructor(code: ApiErrorCode, message: string, status: number, details: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

export const NETWORK_MESSAGE = 'Koneksi bermasalah. Periksa internet Anda.';

/** Seconds a cooldown or rate limit still runs, when the error is one. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError)) return null;
  const seconds = error.details.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : null;
}

/** The field the server named when it refused the input (a taken email, a bad price); null when none. */
export function refusedField(error: unknown): string | null {
  return error instanceof ApiError && typeof error.details.field === 'string' ? error.details.field : null;
}

export type RequestOptions = {
  signal?: AbortSignal;
  /** Makes a create safe to send again: the server acts once per key (see lib/action-key.ts). */
  idempotencyKey?: string;
};

// The auth endpoints answer 401 for their own reasons (wrong password, spent refresh cookie):
// refreshing and retrying them would be wrong, so only the rest of the api gets the retry.
const AUTH_PATH = '/api/auth/';

async function send(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions,
  token: string | null,
  accept = 'application/json',
): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
  // A FormData body sets its own multipart Content-Type with the boundary.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(path, {
      method,
      credentials: 'include',
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    // A cancelled query is not a connection problem: let TanStack Query see the abort as such.
    if (options.signal?.aborted) throw error;
    throw new ApiError('NETWORK', NETWORK_MESSAGE, 0);
  }
}

/** The call with the Bearer token, retried once after a refresh on a 401; a failure as `ApiError`. */
async function authorized(method: string, path: string, body: unknown, options: RequestOptions, accept?: string): Promise<Response> {
  const sentWith = currentAccessToken();
  let response = await send(method, path, body, options, sentWith, accept);
  if (response.status === 401 && !path.startsWith(AUTH_PATH)) {
    // Another request may already have refreshed while this one was out: use its token as is.
    const current = currentAccessToken();
    const token = current && current !== sentWith ? current : ((await refreshSession().catch(() => null))?.accessToken ?? null);
    if (token) {
      await discard(response);
      response = await send(method, path, body, options, token, accept);
    }
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

async function request<T>(method: string, path: string, body: unknown, options: RequestOptions): Promise<T> {
  const response = await authorized(method, path, body, options);
  // 204 and empty 200 bodies (sign-out, deletes) carry nothing to parse.
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * Reads an answer we act on by its status alone. Left unread, its body keeps the request open in
 * the browser: every visitor's refused refresh stayed in flight for good, and Lighthouse waited its
 * full 45 s for the page to go quiet.
 */
async function discard(response: Response): Promise<void> {
  await response.arrayBuffer().catch(() => undefined);
}

let refreshing: Promise<SessionGrant | null> | null = null;

/**
 * Trades the httpOnly refresh cookie for a new access token. Single-flight: every caller during
 * one refresh shares it, since the server rotates the cookie on each use. A refusal (4xx) ends the
 * session here too; a network or server failure keeps it and throws, as the cookie may still be good.
 */
export function refreshSession(): Promise<SessionGrant | null> {
  refreshing ??= (async () => {
    const heldBefore = currentAccessToken();
    const response = await send(authContract.refresh.method, authContract.refresh.path, undefined, {}, null);
    if (response.ok) {
      const grant = (await response.json()) as SessionGrant;
      holdSession(grant);
      return grant;
    }
    if (response.status >= 400 && response.status < 500) {
      await discard(response);
      // A session begun while this refresh was out (an email confirmation's, on the page the
      // browser opened the link with) is not this refusal's to end.
      if (currentAccessToken() === heldBefore) dropSession();
      return null;
    }
    throw await toApiError(response);
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function toApiError(response: Response): Promise<ApiError> {
  const payload: unknown = await response.json().catch(() => undefined);
  const error = isErrorBody(payload) ? payload.error : undefined;
  // A body without our error shape (a proxy's HTML page, an empty 502) says nothing we can show.
  if (!error) return new ApiError('INTERNAL', INTERNAL_MESSAGE, response.status);
  const details = isRecord(error.details) ? { ...error.details } : {};
  const retryAfter = Number(response.headers.get('Retry-After'));
  if (details.retryAfterSeconds === undefined && retryAfter > 0) details.retryAfterSeconds = retryAfter;
  return new ApiError(error.code as ApiErrorCode, error.message, response.status, details);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isErrorBody(value: unknown): value is { error: { code: string; message: string; details?: unknown } } {
  if (!isRecord(value) || !isRecord(value.error)) return false;
  return typeof value.error.code === 'string' && typeof value.error.message === 'string';
}

/**
 * The one way the SPA talks to the api: JSON (or a FormData upload) in, JSON out, the access
 * token as a Bearer header, one refresh-and-retry on a 401, errors as `ApiError`. `blob` GETs a
 * private file (a payment proof) that an <img src> or a plain link could not load without the token.
 */
export const apiClient = {
  get: <T>(path: string, options: RequestOptions = {}) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options: RequestOptions = {}) => request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options: RequestOptions = {}) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options: RequestOptions = {}) => request<T>('PATCH', path, body, options),
  delete: <T>(path: string, options: RequestOptions = {}) => request<T>('DELETE', path, undefined, options),
  blob: async (path: string, options: RequestOptions = {}) => (await authorized('GET', path, undefined, options, '*/*')).blob(),
  /** Any method: what the contract-driven client (lib/call-api.ts) sends through. */
  request: <T>(method: string, path: string, body?: unknown, options: RequestOptions = {}) => request<T>(method, path, body, options),
};

import type { Context, Next } from 'koa';

/**
 * Headers every response carries. The web app loads only its own scripts and styles (its pages'
 * data and JSON-LD are `<script type="application/json">` blocks, which are not run); images may
 * come from tutors' http(s) photo URLs, hence `img-src https: http:`. `developmentScripts`: Vite's
 * development server (`npm run dev`) runs inline scripts and its reload socket.
 */
export function securityHeaders(options: { hsts: boolean; developmentScripts?: boolean }) {
  const csp = [
    "default-src 'self'",
    options.developmentScripts ? "script-src 'self' 'unsafe-inline'" : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https: http:",
    "font-src 'self' data:",
    options.developmentScripts ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
  return async function setSecurityHeaders(ctx: Context, next: Next): Promise<void> {
    ctx.set('Content-Security-Policy', csp);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    if (options.hsts) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    await next();
  };
}

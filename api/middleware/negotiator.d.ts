// negotiator 1.x ships no types, and @types/negotiator describes 0.6 (no `preferred` option).
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
  }
}

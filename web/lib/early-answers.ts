/**
 * Answers the boot (web/boot.ts) asked for before the app's code had arrived: the session, and the
 * GETs of the page being opened. Each is handed once, to the first caller, so a page's own query
 * finds its answer on the way instead of asking again (docs/decisions/019-boot-asks-ahead.md).
 * An answer nobody took within EXPIRY_MS of arriving is dropped: it was for the first page drawn,
 * and the app asked for something else (say, the page's code failed to load); handed out later, it
 * would pass old data off as just fetched.
 */
const EXPIRY_MS = 10_000;

const answers = new Map<string, Promise<unknown>>();

/** Holds `answer` for the first `takeEarlyAnswer(key)`. */
export function holdEarlyAnswer(key: string, answer: Promise<unknown>): void {
  answers.set(key, answer);
  const drop = () => setTimeout(() => answers.get(key) === answer && answers.delete(key), EXPIRY_MS);
  // Its failure is the taker's to report; held but never taken, it must not surface as unhandled.
  answer.then(drop, drop);
}

/** The answer held under `key`, once; undefined when there is none (or it was already taken). */
export function takeEarlyAnswer<T>(key: string): Promise<T> | undefined {
  const answer = answers.get(key);
  answers.delete(key);
  return answer as Promise<T> | undefined;
}

// How the chat emulators (dev/telegram-emulator, dev/whatsapp-emulator) let a caller wait for a
// bot message: look now, and again on every change, until one matches or the time is up.

export function waitForMatch<T>(options: {
  find: () => T | undefined;
  /** Subscribes to changes; returns the unsubscribe. */
  onChange: (listener: () => void) => () => void;
  timeoutMs: number;
  /** The error's text when nothing matched in time. */
  describe: () => string;
}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const check = (): void => {
      const found = options.find();
      if (found === undefined) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(found);
    };
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(options.describe()));
    }, options.timeoutMs);
    const unsubscribe = options.onChange(check);
    check();
  });
}

import { useState } from 'react';

/**
 * The `Idempotency-Key` of one user action (docs/decisions/006): made when the user submits, sent
 * again when the same input is submitted again (after a lost connection the first request may have
 * gone through, and the server then answers with its result instead of acting twice), and new once
 * the action succeeded or its input changed.
 */
export type ActionKey = { keyFor: (input: unknown) => string; reset: () => void };

export function createActionKey(newKey: () => string = () => crypto.randomUUID()): ActionKey {
  let current: { input: string; key: string } | null = null;
  return {
    keyFor: (input) => {
      const signature = inputSignature(input);
      if (current?.input !== signature) current = { input: signature, key: newKey() };
      return current.key;
    },
    reset: () => {
      current = null;
    },
  };
}

/** One ActionKey for the lifetime of a form. */
export function useActionKey(): ActionKey {
  return useState(() => createActionKey())[0];
}

/** The input as text to compare; a chosen file counts by what the browser says of it. */
function inputSignature(input: unknown): string {
  return JSON.stringify(input, (_field, value: unknown) =>
    value instanceof File ? { file: value.name, size: value.size, type: value.type, lastModified: value.lastModified } : value,
  );
}

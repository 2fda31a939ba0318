/** Set on `<html>` by the landing's pre-render (docs/decisions/016-prerendered-landing.md). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Whether this page arrived pre-rendered. Read from `<html>`, whose tag is parsed before any script
 * in the head: the boot's async script may run before the parser has reached `#root`.
 */
export const isPrerendered = (document: Document) => document.documentElement.hasAttribute(PRERENDERED_ATTRIBUTE);

/**
 * Text or an attribute value as HTML (or XML): user text such as a tutor's name never becomes
 * markup. Numeric references (`&#60;`), valid in HTML text, quoted attributes and XML alike; the
 * one escaper of every page, email and development tool the server writes by hand.
 */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

// docs/product.md#tutor-inactivity: an available tutor inactive longer than this is marked busy by
// the daily sweep. In core so the sweep, its email and the FAQ state the same number.

export const INACTIVE_AFTER_DAYS = 30;

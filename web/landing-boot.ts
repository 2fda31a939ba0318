import { startAppAfterFirstPaint } from './lib/app-after-paint.ts';

// The pre-rendered landing's only script in its HTML, in place of web/boot.ts: the landing asks for
// nothing ahead (its markup shows the session loading), so all it does is load the app once the
// page is painted (docs/decisions/025-landing-app-after-first-paint.md). It shares none of the
// pages' boot and api client: one small file and the bundler's runtime, where the pages' boot is
// a chain of three.
startAppAfterFirstPaint(document);

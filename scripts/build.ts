// `npm run build`: the web app, as `npm start` would build it when stale (scripts/build-web.ts).
import { buildWeb } from './build-web.ts';

await buildWeb();

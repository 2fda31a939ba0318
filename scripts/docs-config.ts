import fs from 'node:fs';
import { CONFIGURATION_DOC, configurationDoc } from './lib/configuration-doc.ts';

// `npm run docs:config`: writes docs/configuration.md from the config schema and its descriptions.
fs.writeFileSync(CONFIGURATION_DOC, await configurationDoc());
console.log(`wrote ${CONFIGURATION_DOC}`);

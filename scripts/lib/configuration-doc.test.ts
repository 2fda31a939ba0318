import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_DESCRIPTIONS } from '../../infra/config-descriptions.ts';
import { configShape, type ConfigKey } from '../../infra/config.ts';
import { CONFIGURATION_DOC, configurationDoc, schemaDefault } from './configuration-doc.ts';

const names = Object.keys(configShape) as ConfigKey[];

describe('docs/configuration.md, made from the config schema', () => {
  it('is exactly what `npm run docs:config` writes (run it after changing infra/config.ts or its descriptions)', async () => {
    expect(fs.readFileSync(CONFIGURATION_DOC, 'utf8')).toBe(await configurationDoc());
  });

  it('describes every variable of the schema and no other', () => {
    expect(Object.keys(CONFIG_DESCRIPTIONS).sort()).toEqual([...names].sort());
    for (const name of names) expect(CONFIG_DESCRIPTIONS[name].meaning.trim(), name).not.toBe('');
  });

  it('lists every variable of the schema in a row of its own', async () => {
    const doc = await configurationDoc();
    for (const name of names) expect(doc, name).toMatch(new RegExp(`^\\| \`${name}\` +\\|`, 'm'));
  });

  it("takes each default from the schema, through preprocess, transforms and optional, and writes 'unset' only where it has none", () => {
    expect(schemaDefault(configShape.PORT)).toBe(3000);
    expect(schemaDefault(configShape.TRUSTED_PROXY_HOPS)).toBe(1);
    expect(schemaDefault(configShape.WHATSAPP_ENABLED)).toBe(false);
    expect(schemaDefault(configShape.REDIS_PREFIX)).toBe('ajarin');
    expect(schemaDefault(configShape.REQUEST_LIFETIME_HOURS)).toBe(168);
    expect(schemaDefault(configShape.DATABASE_URL)).toBeUndefined();
    for (const name of names) {
      if (CONFIG_DESCRIPTIONS[name].unset) expect(schemaDefault(configShape[name]), name).toBeUndefined();
    }
  });
});

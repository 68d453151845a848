import { readFileSync } from 'node:fs';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';

// No Docker engine runs where the tests run, so the deployment file is checked here: valid YAML
// (no duplicate keys), and every reference in it points at something that exists.
const source = readFileSync(new URL('../docker-compose.yml', import.meta.url), 'utf8');
const doc = parseDocument(source, { uniqueKeys: true, merge: true });
const compose = doc.toJS({ maxAliasCount: 100 }) as {
  services: Record<string, Record<string, unknown>>;
  volumes: Record<string, unknown>;
};

describe('docker-compose.yml', () => {
  it('parses without errors', () => {
    expect(doc.errors.map((e) => e.message)).toEqual([]);
  });

  it('has postgres, redis, api, workers, and meilisearch under a profile', () => {
    expect(Object.keys(compose.services).sort()).toEqual([
      'api',
      'meilisearch',
      'postgres',
      'redis',
      'workers',
    ]);
    expect(compose.services.meilisearch!.profiles).toEqual(['meilisearch']);
  });

  it('gives every service an image or a build, and only depends on services that exist', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.image ?? service.build, name).toBeTruthy();
      for (const dep of Object.keys((service.depends_on as object) ?? {})) {
        expect(Object.keys(compose.services), `${name} depends on ${dep}`).toContain(dep);
      }
    }
  });

  it('only mounts named volumes that are declared', () => {
    for (const service of Object.values(compose.services)) {
      for (const mount of (service.volumes as string[]) ?? []) {
        const source = mount.split(':')[0]!;
        if (!source.startsWith('.') && !source.startsWith('/'))
          expect(Object.keys(compose.volumes)).toContain(source);
      }
    }
  });

  it('points the app services at the postgres and redis services', () => {
    for (const name of ['api', 'workers']) {
      const env = compose.services[name]!.environment as Record<string, string>;
      expect(env.DATABASE_URL).toContain('@postgres:5432/');
      expect(env.REDIS_URL).toBe('redis://redis:6379');
    }
  });
});

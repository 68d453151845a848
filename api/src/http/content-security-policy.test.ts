import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';

/** The Content-Security-Policy every answer carries (set in app.ts). */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1);

describe('Content-Security-Policy', () => {
  it("lets the store form preview the chosen logo (a blob: image) and nothing else's scripts", async () => {
    const response = await app.request('/api/health');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(directive(policy, 'script-src')).not.toContain('blob:');
  });
});

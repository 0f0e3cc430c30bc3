import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isRuntimeSupported, PINNED_NODE, runtimeRefusal } from './runtime.js';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('the runtime', () => {
  it('is the pinned Node.js when tests run through npm', () => {
    expect(isRuntimeSupported(process.versions.node)).toBe(true);
    expect(process.versions.node.split('.')[0]).toBe(PINNED_NODE.split('.')[0]);
  });

  it('compares versions part by part', () => {
    expect(isRuntimeSupported('26.10.0', '26.10.0')).toBe(true);
    expect(isRuntimeSupported('v26.10.1', '26.10.0')).toBe(true);
    expect(isRuntimeSupported('27.0.0', '26.10.0')).toBe(true);
    expect(isRuntimeSupported('26.9.9', '26.10.0')).toBe(false);
    expect(isRuntimeSupported('24.21.0', '26.10.0')).toBe(false);
    expect(isRuntimeSupported('20.20.2', '26.10.0')).toBe(false);
  });

  it('refuses an older runtime in French, naming the one it needs', () => {
    expect(runtimeRefusal('26.10.0', '26.10.0')).toBeNull();
    expect(runtimeRefusal('20.20.2', '26.10.0')).toMatch(/^Kora ne démarre pas sur Node\.js 20\.20\.2 : il lui faut Node\.js 26\.10\.0 ou plus récent\./);
  });

  it('is the same release in package.json (dependency and engines), .nvmrc and the Dockerfile', () => {
    const pkg = JSON.parse(read('package.json')) as { dependencies: Record<string, string>; engines: { node: string }; allowScripts: Record<string, boolean> };
    expect(pkg.dependencies.node).toBe(PINNED_NODE);
    expect(pkg.engines.node).toBe(`>=${PINNED_NODE}`);
    expect(pkg.allowScripts.node).toBe(true);
    expect(read('.nvmrc').trim()).toBe(PINNED_NODE);
    const bases = [...read('deploy/Dockerfile').matchAll(/^FROM node:(\S+?)-/gm)].map((m) => m[1]);
    expect(bases.length).toBeGreaterThan(0);
    for (const base of bases) expect(base).toBe(PINNED_NODE);
  });
});

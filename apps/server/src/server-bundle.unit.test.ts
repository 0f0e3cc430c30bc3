import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { serverBuildOptions } from '../build-options.js';

/*
 * What the server's bundle holds, read from esbuild's own account of its inputs: none of the payment sandbox (the
 * @kora/sandboxes package, imported at run time only when a provider has no keys) and none of the tests or their kits.
 */
describe('the server bundle', () => {
  it('holds no sandbox, test or kit code, and loads the sandbox by a dynamic import', async () => {
    const result = await build({ ...serverBuildOptions, absWorkingDir: fileURLToPath(new URL('..', import.meta.url)), write: false, metafile: true, logLevel: 'silent' });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((path) => path.endsWith('src/modules/payments/sandbox-loader.ts'))).toBe(true);
    expect(inputs.filter((path) => /packages\/sandboxes\/|\/test\/|\.test\.ts$|vitest/.test(path))).toEqual([]);
    const code = result.outputFiles.filter((file) => file.path.endsWith('.js')).map((file) => file.text).join('\n');
    expect(code).toMatch(/import\(["']@kora\/sandboxes["']\)/);
    // What only the sandbox says: its Stripe key, its webhook secrets, its Hub2 payment page, its server's 404.
    const markers = ['sk_test_kora_sandbox', 'whsec_kora_sandbox', 'hub2_kora_sandbox', 'remplace la confirmation sur votre téléphone', 'Unrecognized request URL'];
    for (const marker of markers) expect(code).not.toContain(marker);
  });
});

import type { FastifyInstance } from 'fastify';
import { hub2SandboxPage } from './hub2/hub2-page.js';
import type { SandboxProvider } from './sandbox-deps.js';
import { stripeCardRoute } from './stripe/card-route.js';

/** Kora's error for a refused request, so its status and French message reach the page as any other refusal does. */
export type Refuse = (code: 'validation_error' | 'not_found' | 'conflict', message: string, fieldErrors?: Record<string, string>) => Error;

export interface SandboxRoutesOptions {
  /** http://127.0.0.1:<port> of the running sandbox (this instance's, or a sibling's on this machine). */
  sandboxUrl: string;
  publicUrl: string;
  /** The providers running against the sandbox: only their pages are served. */
  providers: readonly SandboxProvider[];
  refuse: Refuse;
}

/**
 * What the sandbox serves on Kora's own origin, where the real providers have their own: the card form's payment
 * (Stripe.js's part) and Hub2's payment page (the payer's phone). Registered only in sandbox mode.
 */
export async function sandboxRoutes(app: FastifyInstance, options: SandboxRoutesOptions) {
  if (options.providers.includes('stripe')) await app.register(stripeCardRoute, options);
  if (options.providers.includes('hub2')) await app.register(hub2SandboxPage, options);
}

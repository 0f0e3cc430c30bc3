/** The webhook signing secrets Kora verifies a sandboxed provider's webhooks with. */
export interface SandboxSecrets {
  stripeWebhook: string;
  hub2Webhook: string;
  hub2PreviousWebhook: string;
}

/**
 * The sandbox's signing secrets. Fixed and public: Kora refuses the sandbox in production, and every instance on
 * one machine shares the one sandbox, so every instance must verify with the same secrets.
 */
export const SANDBOX_SECRETS: SandboxSecrets = {
  stripeWebhook: 'whsec_kora_sandbox_0123456789abcdef',
  hub2Webhook: 'hub2_kora_sandbox_current_secret',
  hub2PreviousWebhook: 'hub2_kora_sandbox_previous_secret',
};

/** What a provider's sandbox needs from Kora. */
export interface SandboxDeps {
  /** Kora's public address: the sandbox's own pages (Hub2's payment page) are served there. */
  publicUrl: string;
  /**
   * Delivers a webhook to this Kora (POST `path` with the raw body and headers, as the provider would),
   * resolving with the status Kora answered; the sandbox retries as the provider does.
   */
  deliver(path: string, body: string, headers: Record<string, string>): Promise<number>;
  secrets: SandboxSecrets;
}

/** The providers the sandbox stands in for. */
export type SandboxProvider = 'stripe' | 'hub2';

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

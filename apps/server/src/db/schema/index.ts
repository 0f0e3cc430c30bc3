export * from './admin-login-audit.js';
export * from './password-reset-tokens.js';
export * from './rate-limits.js';
export * from './sessions.js';
export * from './users.js';

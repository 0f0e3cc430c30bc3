export * from './admin-login-audit.js';
export * from './job-heartbeats.js';
export * from './password-reset-tokens.js';
export * from './rate-limits.js';
export * from './sessions.js';
export * from './users.js';
export * from './videos.js';
export * from './viewing.js';

import type { StorageConfig } from '../config.js';
import { createLocalStorage } from './local-storage.js';
import type { MediaStorage } from './media-storage.js';
import { createS3Storage } from './s3-storage.js';

export { createLocalStorage } from './local-storage.js';
export { contentTypeOf, InvalidMediaKeyError, MissingMediaObjectError } from './media-keys.js';
export { hlsPrefixOf, sourceKeyOf, type MediaStorage } from './media-storage.js';
export { createS3Storage, type S3StorageConfig } from './s3-storage.js';

/**
 * The configured media storage. `scratchDir` is a local folder for S3 work copies (staged
 * transcodes, downloads for ffmpeg); local storage works in its root and does not use it.
 */
export function createMediaStorage(config: StorageConfig, scratchDir: string): MediaStorage {
  return config.kind === 's3' ? createS3Storage(config, scratchDir) : createLocalStorage(config.root);
}

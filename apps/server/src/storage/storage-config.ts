/** Where media live: local disk (the default) or an S3-compatible object store. */
export type StorageConfig =
  | { readonly kind: 'local'; readonly root: string }
  | {
      readonly kind: 's3';
      readonly endpoint: string;
      readonly bucket: string;
      readonly accessKeyId: string;
      readonly secretAccessKey: string;
      readonly region: string;
      readonly forcePathStyle: boolean;
    };

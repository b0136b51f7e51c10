import type { Config } from '../config';
import { LocalStorage } from './local';
import { S3Storage } from './s3';
import type { Storage } from './store';

export type { Area, Storage } from './store';
export { FileStorage, METADATA_REMOVED } from './storage';
export { sendStored } from './serve';

/** STORAGE=local (default) or s3, from the validated config. */
export function createStorage(config: Config): Storage {
  if (config.STORAGE === 's3') {
    return new S3Storage({
      endpoint: config.S3_ENDPOINT!,
      bucket: config.S3_BUCKET!,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID!,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
    });
  }
  return new LocalStorage({ public: config.uploadDir, private: config.privateDir });
}

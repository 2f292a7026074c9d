import path from 'node:path';
import type { Config } from '../config';
import { diskMediaStore } from './disk-media-store';
import type { MediaStore } from './media-store';
import { s3MediaStore } from './s3-media-store';

/** The store the configuration names: the S3 bucket of MEDIA_S3_URL, else DATA_DIR/media. */
export async function openMediaStore(
  config: Pick<Config, 'dataDir' | 'mediaS3'>,
): Promise<MediaStore> {
  return config.mediaS3
    ? s3MediaStore(config.mediaS3)
    : diskMediaStore(path.join(config.dataDir, 'media'));
}

import type { TFunction } from 'i18next';
import { ApiError } from '../../../../lib/api/errors';
import { formatBytes } from '../../lib/format';
import { IMAGE_MAX_BYTES } from '../../../../lib/image-file';

/** Why the server refused an image upload, in words. */
export function uploadProblem(error: unknown, t: TFunction, locale: string): string {
  if (error instanceof ApiError && error.statusCode === 413) {
    return t('rewards.image.serverTooLarge', { limit: formatBytes(IMAGE_MAX_BYTES, locale) });
  }
  if (error instanceof ApiError && error.statusCode === 415) return t('rewards.image.serverType');
  if (error instanceof ApiError && error.isNetworkError) return t('errors.network');
  return error instanceof Error ? error.message : String(error);
}

import { ImageUploadPipe, type ImageUpload } from '../../common/files/image-upload.pipe';

export type AvatarUpload = ImageUpload;

/** The uploaded `avatar`: a PNG, JPEG, GIF or WEBP image by its content (400, 415). */
export const AvatarUploadPipe = ImageUploadPipe('avatar');

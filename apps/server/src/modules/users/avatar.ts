import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';

export const AVATAR_URL_PREFIX = '/images/avatars/';

export type ImageExtension = 'png' | 'jpg' | 'webp';

/** The image type from its first bytes; the client's declared type is not trusted. */
export function detectImageType(bytes: Buffer): ImageExtension | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpg';
  }
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return undefined;
}

export const avatarDirectory = (dataDir: string) => join(dataDir, 'images', 'avatars');

/** Stores the image under a random name and returns its public path. */
export async function storeAvatar(
  dataDir: string,
  bytes: Buffer,
  extension: ImageExtension,
): Promise<string> {
  const directory = avatarDirectory(dataDir);
  await mkdir(directory, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${extension}`;
  await writeFile(join(directory, name), bytes);
  return `${AVATAR_URL_PREFIX}${name}`;
}

/** Deletes a stored avatar by its public path; other paths (e.g. social avatars) are left alone. */
export async function removeAvatar(dataDir: string, publicPath: string | null): Promise<void> {
  if (!publicPath?.startsWith(AVATAR_URL_PREFIX)) return;
  const name = basename(publicPath);
  await unlink(join(avatarDirectory(dataDir), name)).catch(() => undefined);
}

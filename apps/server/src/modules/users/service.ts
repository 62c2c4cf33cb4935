import type { UserRow } from '../../db/schema.js';
import { NotFoundError, ValidationError } from '../../errors/domain-errors.js';
import { detectImageType, removeAvatar, storeAvatar } from './avatar.js';
import type { UsersRepository } from './repository.js';

export const avatarMessages = {
  missing: 'Choose an image to upload.',
  wrongType: 'Upload a PNG, JPEG or WebP image.',
  tooLarge: 'The image cannot be larger than 1 MB.',
  malformed: 'The upload is malformed; send the image as multipart/form-data.',
} as const;

/** The signed-in user's own profile and avatar. */
export class ProfileService {
  constructor(
    private readonly users: UsersRepository,
    private readonly dataDir: string,
  ) {}

  async update(user: UserRow, body: { first_name: string; last_name: string }): Promise<UserRow> {
    return (await this.users.update(user.id, body)) ?? this.gone();
  }

  async setAvatar(user: UserRow, bytes: Buffer): Promise<UserRow> {
    const extension = detectImageType(bytes);
    if (!extension) throw ValidationError.field('avatar', avatarMessages.wrongType);
    const avatar = await storeAvatar(this.dataDir, bytes, extension);
    const updated = await this.users.update(user.id, { avatar });
    if (!updated) {
      await removeAvatar(this.dataDir, avatar);
      return this.gone();
    }
    await removeAvatar(this.dataDir, user.avatar);
    return updated;
  }

  /** The user was deleted while the request ran. */
  private gone(): never {
    throw new NotFoundError();
  }
}

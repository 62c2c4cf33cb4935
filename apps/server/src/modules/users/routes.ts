import { AVATAR_MAX_BYTES, profileSchema, profileUpdateSchema } from '@routelab/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { badRequest, fieldError, HttpError } from '../../http/errors.js';
import { bodyOf } from '../../http/route-validation.js';
import { requireUser } from '../auth/authenticate.js';
import { toProfile } from './profile.js';
import { avatarMessages } from './service.js';

/**
 * Reads the single uploaded file, enforcing the avatar size limit. Whatever else goes wrong while
 * parsing (no boundary, a part cut off, a body that ends early) is the client's malformed upload.
 */
async function readAvatarUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new HttpError(415, { detail: 'Upload the image as multipart/form-data.' });
  }
  try {
    const file = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
    if (!file) throw fieldError('avatar', avatarMessages.missing);
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { statusCode?: number }).statusCode === 413) {
      throw new HttpError(413, { detail: avatarMessages.tooLarge });
    }
    request.log.info({ err: error }, 'malformed avatar upload');
    throw badRequest(avatarMessages.malformed);
  }
}

/** The image arrives as multipart/form-data (read by hand), so only its answer has a schema. */
const avatarRoute = {
  schema: {
    consumes: ['multipart/form-data'],
    description: 'Upload the image (PNG, JPEG or WebP) as the multipart file field `avatar`.',
    response: { 200: profileSchema },
  },
};

export function registerUserRoutes(server: FastifyInstance, ctx: AppContext): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const profile = { schema: { response: { 200: profileSchema } } };
  app.get('/api/user/profile/', profile, async (request) => {
    const { user } = requireUser(request);
    // Read only for users whose subscription waits for money: the poll stays query-free.
    const alert = await ctx.dedicatedSmpp.alertOf(user.id);
    return { ...toProfile(user, ctx.billing), ...(alert && { dedicated_smpp_alert: alert }) };
  });

  app.put(
    '/api/user/profile/',
    { schema: { body: profileUpdateSchema, response: { 200: profileSchema } } },
    async (request) => {
      const { user } = requireUser(request);
      return toProfile(await ctx.profiles.update(user, bodyOf(request)), ctx.billing);
    },
  );

  app.post('/api/user/avatar/', avatarRoute, async (request) => {
    const { user } = requireUser(request);
    const bytes = await readAvatarUpload(request);
    if (bytes.length === 0) throw fieldError('avatar', avatarMessages.missing);
    return toProfile(await ctx.profiles.setAvatar(user, bytes), ctx.billing);
  });
}

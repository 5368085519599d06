import { profileEndpoints } from '@inkwell/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toProfile } from '../../../../services/profile/profile-mappers.js';
import { route, signedInOnly } from '../endpoint-route.js';
import profileAvatarRoutes from './profile-avatar-routes.js';

const tags = ['profile'];

/** The signed-in user's own account; every route needs a Bearer access token. */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: an unauthenticated request is refused before its body is read.
  signedInOnly(app);
  await app.register(profileAvatarRoutes);

  route(app, profileEndpoints.get, { tags, summary: 'The signed-in user' }, (request) =>
    toProfile(request.user),
  );

  route(app, profileEndpoints.update, { tags, summary: 'Update the profile' }, (request) =>
    app.profile.updateProfile(request.user, request.body),
  );

  route(app, profileEndpoints.changePassword, { tags, summary: 'Change the password' }, (request) =>
    app.profile.changePassword(request.user, request.body),
  );

  route(app, profileEndpoints.removeAccount, { tags, summary: 'Delete the account' }, (request) =>
    app.profile.deleteAccount(request.user, request.body.password),
  );

  // A JSON file to save, not an answer to read: documented as any JSON.
  route(
    app,
    profileEndpoints.exportData,
    { tags, summary: 'Download your data (JSON)' },
    async (request, reply) => {
      const data = await app.profile.exportData(request.user);
      return reply
        .header('content-disposition', 'attachment; filename="inkwell-export.json"')
        .type('application/json; charset=utf-8')
        .send(data);
    },
  );
};

export default profileRoutes;

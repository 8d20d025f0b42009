import {
  acceptInviteBody,
  acceptInviteReply,
  acceptRequestReply,
  deleteInviteReply,
  friendRequestsReply,
  friendsReply,
  idParams,
  inviteBody,
  invitesForMeReply,
  inviteReply,
  inviteTokenParams,
  messageReply,
  publicInvite,
  requestIdParams,
  sentInvitesReply,
} from '@learnstack/contracts';
import type { App, Services } from '../../http/app-types.ts';
import { requireUser } from '../../http/app-types.ts';
import { limit } from '../../http/rate-limit.ts';

export function friendsRoutes(app: App, { friends, config }: Services): void {
  app.get('/api/friends', { schema: { response: { 200: friendsReply } } }, (req) => friends.friends(requireUser(req).id));

  app.get('/api/friends/requests', { schema: { response: { 200: friendRequestsReply } } }, (req) => friends.incomingRequests(requireUser(req).id));

  app.get('/api/friends/invites', { schema: { response: { 200: sentInvitesReply } } }, (req) => friends.sentInvites(requireUser(req).id));

  app.get('/api/friends/invites-for-me', { schema: { response: { 200: invitesForMeReply } } }, (req) => friends.invitesForMe(requireUser(req).id));

  app.post(
    '/api/friends/invite',
    { config: { rateLimit: limit(config, 'invite') }, schema: { body: inviteBody, response: { 200: inviteReply, 201: inviteReply } } },
    async (req, reply) => {
      const { status, reply: body } = await friends.invite(requireUser(req).id, req.body.toEmail);
      return reply.status(status).send(body);
    },
  );

  app.post('/api/friends/accept/:requestId', { schema: { params: requestIdParams, response: { 200: acceptRequestReply } } }, (req) =>
    friends.acceptRequest(requireUser(req).id, req.params.requestId),
  );

  app.delete('/api/friends/reject/:requestId', { schema: { params: requestIdParams, response: { 200: messageReply } } }, (req) =>
    friends.rejectRequest(requireUser(req).id, req.params.requestId),
  );

  app.post('/api/friends/invite/accept', { schema: { body: acceptInviteBody, response: { 200: acceptInviteReply } } }, (req) => {
    const { inviteToken, inviteId } = req.body;
    return friends.acceptInvite(requireUser(req).id, inviteToken !== undefined ? { inviteToken } : { inviteId: inviteId as number });
  });

  app.delete('/api/friends/invite/:id', { schema: { params: idParams, response: { 200: deleteInviteReply } } }, (req) =>
    friends.deleteInvite(requireUser(req).id, req.params.id),
  );

  app.get('/api/friends/invite/:inviteToken', { config: { auth: 'public' }, schema: { params: inviteTokenParams, response: { 200: publicInvite } } }, (req) =>
    friends.publicInvite(req.params.inviteToken),
  );
}

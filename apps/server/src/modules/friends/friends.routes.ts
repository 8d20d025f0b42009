import {
  acceptInviteBody,
  acceptInviteReply,
  acceptRequestReply,
  deleteInviteReply,
  friendRequestsReply,
  friendsReply,
  inviteBody,
  inviteIdParams,
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
  app.get('/api/friends', { schema: { summary: 'List friends', response: { 200: friendsReply } } }, (req) => friends.friends(requireUser(req).id));

  app.get('/api/friends/requests', { schema: { summary: 'List the friend requests received', response: { 200: friendRequestsReply } } }, (req) => friends.incomingRequests(requireUser(req).id));

  app.get('/api/friends/invites', { schema: { summary: 'List the invitations sent', response: { 200: sentInvitesReply } } }, (req) => friends.sentInvites(requireUser(req).id));

  app.get('/api/friends/invites-for-me', { schema: { summary: "List the invitations sent to the signed-in user's e-mail", response: { 200: invitesForMeReply } } }, (req) => friends.invitesForMe(requireUser(req).id));

  app.post(
    '/api/friends/invite',
    { config: { rateLimit: limit(config, 'invite') }, schema: { summary: 'Invite someone by e-mail (a friend request if they have an account)', errors: [409], body: inviteBody, response: { 200: inviteReply, 201: inviteReply } } },
    async (req, reply) => {
      const { status, reply: body } = await friends.invite(requireUser(req).id, req.body.toEmail);
      return reply.status(status).send(body);
    },
  );

  app.post('/api/friends/accept/:requestId', { schema: { summary: 'Accept a friend request', errors: [404, 409], params: requestIdParams, response: { 200: acceptRequestReply } } }, (req) =>
    friends.acceptRequest(requireUser(req).id, req.params.requestId),
  );

  app.delete('/api/friends/reject/:requestId', { schema: { summary: 'Reject a friend request', errors: [404, 409], params: requestIdParams, response: { 200: messageReply } } }, (req) =>
    friends.rejectRequest(requireUser(req).id, req.params.requestId),
  );

  app.post('/api/friends/invite/accept', { schema: { summary: 'Accept an invitation', errors: [404, 410], body: acceptInviteBody, response: { 200: acceptInviteReply } } }, (req) => {
    const { inviteToken, inviteId } = req.body;
    return friends.acceptInvite(requireUser(req).id, inviteToken !== undefined ? { inviteToken } : { inviteId: inviteId as number });
  });

  app.delete('/api/friends/invite/:invite', { schema: { summary: 'Cancel or delete an invitation sent', errors: [404], params: inviteIdParams, response: { 200: deleteInviteReply } } }, (req) =>
    friends.deleteInvite(requireUser(req).id, req.params.invite),
  );

  app.get(
    '/api/friends/invite/:invite',
    { config: { auth: 'public' }, schema: { summary: 'Show an invitation from the token in its e-mail', errors: [404], params: inviteTokenParams, response: { 200: publicInvite } } },
    (req) => friends.publicInvite(req.params.invite),
  );
}

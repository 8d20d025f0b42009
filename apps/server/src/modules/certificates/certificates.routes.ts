import { certificate, certificateIdParam, certificateVerification, generateCertificateBody, generateCertificateReply, messageReply } from '@learnstack/contracts';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { App, Services } from '../../http/app-types.ts';
import { requireUser } from '../../http/app-types.ts';
import { limit } from '../../http/rate-limit.ts';

/**
 * Sends the PNG. Fastify sends a Buffer as it is, never through the response serializer; the
 * route's 200 schema (a binary string) only documents it, hence the one cast.
 */
function sendPng(reply: FastifyReply, certificateId: string, image: Buffer) {
  return reply
    .type('image/png')
    .header('content-disposition', `attachment; filename="certificate-${certificateId}.png"`)
    .header('cache-control', 'private, no-store')
    .send(image as unknown as string);
}

const png = z.string().meta({ description: 'The certificate as a PNG image (image/png)', format: 'binary' });

export function certificatesRoutes(app: App, { certificates, config }: Services): void {
  const imageLimit = { rateLimit: limit(config, 'certificateImage') };

  app.get('/api/certificates/user', { schema: { summary: "List the signed-in user's certificates", response: { 200: z.array(certificate) } } }, (req) =>
    certificates.list(requireUser(req).id),
  );

  app.get(
    '/api/certificates/download/:certificateId',
    { config: imageLimit, schema: { summary: 'Download one of your certificates as a PNG image', errors: [404, 429], params: certificateIdParam, response: { 200: png } } },
    async (req, reply) => {
      const image = await certificates.download(requireUser(req).id, req.params.certificateId);
      return sendPng(reply, req.params.certificateId, image);
    },
  );

  app.delete('/api/certificates/:certificateId', { schema: { summary: 'Delete one of your certificates', errors: [404], params: certificateIdParam, response: { 200: messageReply } } }, async (req) => {
    await certificates.delete(requireUser(req).id, req.params.certificateId);
    return { message: 'Certificate deleted' };
  });

  app.post(
    '/api/certificates/generate',
    { schema: { summary: 'Get the certificate of a plan you have completed (issued once)', errors: [404, 409], body: generateCertificateBody, response: { 200: generateCertificateReply } } },
    (req) => certificates.generate(requireUser(req).id, req.body.planId),
  );

  app.post(
    '/api/certificates/generate-image',
    { config: imageLimit, schema: { summary: 'Get the PNG image of your certificate for a completed plan', errors: [404, 409, 429], body: generateCertificateBody, response: { 200: png } } },
    async (req, reply) => {
      const { certificateId, png: image } = await certificates.imageForPlan(requireUser(req).id, req.body.planId);
      return sendPng(reply, certificateId, image);
    },
  );

  app.get(
    '/api/certificates/verify/:certificateId',
    { config: { auth: 'public' }, schema: { summary: 'Verify a certificate by its id (public)', errors: [404], params: certificateIdParam, response: { 200: certificateVerification } } },
    (req) => certificates.verify(req.params.certificateId),
  );
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.ts';

/** Helmet's options for this app: the CSP lets in YouTube's player and thumbnails and nothing else. */
function helmetOptions(config: Config): Parameters<typeof helmet>[0] {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://www.youtube.com', 'https://s.ytimg.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https://i.ytimg.com', 'https://*.ytimg.com', 'https://*.googleusercontent.com'],
        frameSrc: ['https://www.youtube.com', 'https://www.youtube-nocookie.com'],
        connectSrc: ["'self'"],
        // The service worker (/sw.js) and the web app manifest (decision 0043); named so a change to
        // default-src cannot take them away unnoticed.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    // The YouTube embed needs the Referer (player error 153 without it).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // HSTS only where the site is served over https: over plain http a browser ignores it, and on a
    // local `http://localhost` it would only mislead (decision 0044).
    strictTransportSecurity: config.publicUrl.startsWith('https:') ? { maxAge: 31536000, includeSubDomains: true } : false,
  };
}

/** The headers helmet sets for these options: none depends on the request, so they are computed once. */
export function securityHeaders(config: Config): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers.push([name, String(value)]);
    },
    removeHeader: () => {},
  };
  helmet(helmetOptions(config))({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * The build's scripts, styles and images: a browser never shows one as a page, so the headers that
 * only govern a document (CSP, framing, referrer, …) do nothing on them. The service worker keeps
 * them (a worker's CSP comes with its script), and so does the SVG icon (an SVG opened directly is a
 * document).
 */
const SUBRESOURCE = /^\/(?!sw\.js)[^?#]*\.(?:js|css|png|webmanifest)(?:[?#]|$)/;
/** What a subresource keeps: no MIME sniffing, no loading from another site. */
const SUBRESOURCE_HEADERS = new Set(['x-content-type-options', 'cross-origin-resource-policy']);

export const isSubresourcePath = (url: string) => SUBRESOURCE.test(url);

/** The security headers a subresource carries, of all of them. */
export function subresourceSecurityHeaders(headers: [string, string][]): [string, string][] {
  return headers.filter(([name]) => SUBRESOURCE_HEADERS.has(name.toLowerCase()));
}

/**
 * Sets helmet's headers on every reply, and only the two that matter on a subresource: on the
 * dashboard's sixty small script files helmet's 800 bytes of headers were most of what was sent.
 * @fastify/helmet would build helmet's middleware again on every request (parsing the CSP each
 * time): a tenth of a small request's CPU.
 */
export function installSecurityHeaders(app: FastifyInstance, config: Config): void {
  const headers = securityHeaders(config);
  const subresourceHeaders = subresourceSecurityHeaders(headers);
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of isSubresourcePath(request.url) ? subresourceHeaders : headers) reply.raw.setHeader(name, value);
    done();
  });
}

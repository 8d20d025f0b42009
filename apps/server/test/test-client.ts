import type { User } from '@learnstack/contracts';
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
let counter = 0;

/** A browser-like client over app.inject(): keeps cookies and the CSRF token, and sends the token on writes. */
export class TestClient {
  private cookies = new Map<string, string>();
  csrfToken: string | undefined;
  user: User | undefined;
  email = '';
  password = '';

  constructor(private readonly app: FastifyInstance) {}

  async request(method: Method, url: string, body?: unknown, options: { csrf?: boolean; headers?: Record<string, string> } = {}): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (method !== 'GET' && options.csrf !== false) {
      this.csrfToken ??= await this.fetchCsrf();
      headers['x-csrf-token'] = this.csrfToken;
    }
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await this.app.inject({
      method,
      url,
      headers,
      ...(body === undefined ? {} : typeof body === 'string' ? { payload: body, headers: { ...headers, 'content-type': 'application/json' } } : { payload: body as object }),
    });
    for (const c of res.cookies) {
      if (c.value === '' || (c.expires && c.expires.getTime() < Date.now()) || c.maxAge === 0) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  private async fetchCsrf(): Promise<string> {
    const res = await this.request('GET', '/api/csrf-token');
    return res.json<{ csrfToken: string }>().csrfToken;
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, body?: unknown) => this.request('POST', url, body ?? {});
  put = (url: string, body?: unknown) => this.request('PUT', url, body ?? {});
  delete = (url: string) => this.request('DELETE', url);

  /** Asks for a security check and answers it correctly. */
  async solvedChallenge(): Promise<{ challengeId: string; challengeAnswer: number }> {
    const { challengeId, question } = (await this.get('/api/auth/challenge')).json<{ challengeId: string; question: string }>();
    const [a, b] = question.split('+').map((n) => Number.parseInt(n, 10));
    return { challengeId, challengeAnswer: (a ?? 0) + (b ?? 0) };
  }

  async signup(fields: { email?: string; password?: string; firstName?: string; lastName?: string } = {}): Promise<User> {
    this.email = fields.email ?? `user${Date.now()}${counter++}@example.com`;
    this.password = fields.password ?? 'secret-password';
    const res = await this.post('/api/auth/signup', {
      email: this.email,
      password: this.password,
      firstName: fields.firstName ?? 'Test',
      lastName: fields.lastName ?? 'User',
      ...(await this.solvedChallenge()),
    });
    if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
    const body = res.json<{ user: User; csrfToken: string }>();
    this.csrfToken = body.csrfToken;
    this.user = body.user;
    return body.user;
  }

  async login(email = this.email, password = this.password): Promise<LightMyRequestResponse> {
    const res = await this.post('/api/auth/login', { email, password });
    if (res.statusCode === 200) {
      const body = res.json<{ user: User; csrfToken: string }>();
      this.csrfToken = body.csrfToken;
      this.user = body.user;
    }
    return res;
  }

  /** The same browser (one cookie jar, the same CSRF token) talking to another app instance. */
  on(app: FastifyInstance): TestClient {
    const other = new TestClient(app);
    other.cookies = this.cookies;
    other.csrfToken = this.csrfToken;
    other.user = this.user;
    return other;
  }

  forgetCookies(): void {
    this.cookies.clear();
    this.csrfToken = undefined;
  }
}

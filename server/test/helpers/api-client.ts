/** A browser-like client: keeps cookies, fetches and sends the CSRF token, speaks REST and GraphQL. */
export interface RestResponse<T = Record<string, unknown>> {
  status: number;
  body: T & { status?: string; message?: string; code?: string };
  headers: Headers;
}

export interface GqlResponse<T = Record<string, unknown>> {
  status: number;
  data?: T;
  errors?: Array<{ message: string; extensions?: { code?: string; reason?: string } }>;
}

export class ApiClient {
  readonly cookies = new Map<string, string>();
  csrfToken?: string;

  constructor(readonly baseUrl: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async raw(path: string, init: RequestInit & { csrf?: boolean } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', this.cookieHeader);
    if (init.csrf !== false && this.csrfToken && !headers.has('x-csrf-token')) headers.set('x-csrf-token', this.csrfToken);
    const res = await fetch(this.baseUrl + path, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair.split('=');
      if (/expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value.join('='));
    }
    return res;
  }

  async fetchCsrf(): Promise<string> {
    const res = await this.get<{ token: string }>('/api/middleware/csrf-token');
    this.csrfToken = res.body.token;
    return this.csrfToken;
  }

  async get<T = Record<string, unknown>>(path: string, init: RequestInit & { csrf?: boolean } = {}): Promise<RestResponse<T>> {
    return this.wrap<T>(await this.raw(path, init));
  }

  async post<T = Record<string, unknown>>(path: string, body: unknown, init: RequestInit & { csrf?: boolean } = {}): Promise<RestResponse<T>> {
    const isForm = body instanceof FormData;
    const headers = new Headers(init.headers);
    if (!isForm && typeof body !== 'string') headers.set('content-type', 'application/json');
    if (typeof body === 'string' && !headers.has('content-type')) headers.set('content-type', 'application/json');
    const payload = isForm || typeof body === 'string' ? (body as RequestInit['body']) : JSON.stringify(body);
    return this.wrap<T>(await this.raw(path, { ...init, method: 'POST', headers, body: payload }));
  }

  async gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    init: RequestInit & { csrf?: boolean } = {},
  ): Promise<GqlResponse<T>> {
    const headers = new Headers(init.headers);
    headers.set('content-type', 'application/json');
    const res = await this.raw('/graphql', { ...init, method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    const json = (await res.json()) as { data?: T; errors?: GqlResponse['errors'] };
    return { status: res.status, data: json.data ?? undefined, errors: json.errors };
  }

  /** A GraphQL multipart request (one file bound to variable `varName`). */
  async gqlUpload<T = Record<string, unknown>>(query: string, varName: string, file: Blob, fileName: string): Promise<GqlResponse<T>> {
    const form = new FormData();
    form.set('operations', JSON.stringify({ query, variables: { [varName]: null } }));
    form.set('map', JSON.stringify({ '0': [`variables.${varName}`] }));
    form.set('0', file, fileName);
    const res = await this.raw('/graphql', { method: 'POST', body: form, headers: { 'apollo-require-preflight': 'true' } });
    const json = (await res.json()) as { data?: T; errors?: GqlResponse['errors'] };
    return { status: res.status, data: json.data ?? undefined, errors: json.errors };
  }

  async register(user: { fullName?: string; username?: string; email: string; password?: string; referralId?: string }) {
    if (!this.csrfToken) await this.fetchCsrf();
    return this.post('/api/account/register', {
      fullName: user.fullName ?? 'Test Investor',
      username: user.username ?? user.email.split('@')[0].replace(/[^A-Za-z0-9_.-]/g, '_'),
      password: user.password ?? 'correct horse battery',
      referralId: user.referralId ?? '',
      email: user.email,
    });
  }

  async login(email: string, password = 'correct horse battery') {
    if (!this.csrfToken) await this.fetchCsrf();
    return this.post<{ data: Record<string, unknown> }>('/api/account/login', { email, password });
  }

  private async wrap<T>(res: Response): Promise<RestResponse<T>> {
    const text = await res.text();
    let body: RestResponse<T>['body'];
    try {
      body = JSON.parse(text);
    } catch {
      body = { raw: text } as unknown as RestResponse<T>['body'];
    }
    return { status: res.status, body, headers: res.headers };
  }
}

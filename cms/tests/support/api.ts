/** Small HTTP helpers for the CMS tests: content API (anonymous or with the site token) and admin API. */

export interface Json {
  [key: string]: unknown;
}

export interface Answer<T = Json> {
  status: number;
  body: T;
}

export async function request<T = Json>(url: string, init: RequestInit & { token?: string } = {}): Promise<Answer<T>> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set("Authorization", `Bearer ${init.token}`);
  if (init.body && !headers.has("Content-Type")) headers.set("Content-Type", "application/json");
  const response = await fetch(url, { ...init, headers });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (e.g. an HTML error page): keep the text.
  }
  return { status: response.status, body: body as T };
}

/** Builds a Strapi query string from nested objects: { populate: { a: true } } → populate[a]=true. */
export function qs(params: Record<string, unknown>): string {
  const parts: string[] = [];
  const walk = (prefix: string, value: unknown): void => {
    if (value !== null && typeof value === "object") {
      for (const [key, inner] of Object.entries(value as Record<string, unknown>)) walk(prefix ? `${prefix}[${key}]` : key, inner);
    } else {
      parts.push(`${encodeURIComponent(prefix)}=${encodeURIComponent(String(value))}`);
    }
  };
  walk("", params);
  return parts.join("&");
}

export async function adminLogin(url: string, email: string, password: string): Promise<string> {
  const answer = await request<{ data?: { token?: string } }>(`${url}/admin/login`, {
    method: "POST",
    body: JSON.stringify({ email, password }),
  });
  const token = answer.body?.data?.token;
  if (answer.status !== 200 || !token) throw new Error(`admin login failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return token;
}

export interface NavItem {
  title: string;
  path: string;
  type: string;
  uiRouterKey?: string;
  externalPath?: string | null;
  related?: { slug?: string; title?: string } | null;
  items?: NavItem[];
}

export const countItems = (items: NavItem[]): number => items.reduce((sum, item) => sum + 1 + countItems(item.items ?? []), 0);

/**
 * Zoom's REST API through Server-to-Server OAuth (ADR 015): an account-credentials token, cached
 * until a minute before it expires, and the host user's upcoming webinars. `fetch` is injected so tests answer for
 * Zoom; nothing here runs unless ZOOM_ACCOUNT_ID, ZOOM_CLIENT_ID, ZOOM_CLIENT_SECRET and ZOOM_HOST_USER are set.
 */

export interface ZoomApiCredentials {
  accountId: string;
  clientId: string;
  clientSecret: string;
  hostUser: string;
}

export interface ZoomListedWebinar {
  /** The webinar number (digits). */
  id: string;
  topic: string;
  startsAt: Date;
  durationMinutes: number;
  timeZone: string;
}

/** One stay of one participant, from Zoom's participant report (a participant who rejoined has several). */
export interface ZoomReportedStay {
  participant: {
    key: string;
    customerKey: string | null;
    registrantId: string | null;
    email: string | null;
  };
  joinedAt: Date;
  leftAt: Date;
}

interface ReportPage {
  participants?: {
    id?: string;
    user_id?: string | number;
    participant_user_id?: string;
    user_email?: string;
    email?: string;
    registrant_id?: string;
    customer_key?: string;
    join_time?: string;
    leave_time?: string;
  }[];
  next_page_token?: string;
}

export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

const TOKEN_URL = 'https://zoom.us/oauth/token';
const API_URL = 'https://api.zoom.us/v2';
const MAX_PAGES = 10;

interface ListedPage {
  webinars?: {
    id?: number | string;
    topic?: string;
    start_time?: string;
    duration?: number;
    timezone?: string;
  }[];
  next_page_token?: string;
}

export class ZoomApi {
  private token: { value: string; expiresAt: number } | null = null;

  constructor(
    private readonly credentials: ZoomApiCredentials,
    private readonly fetchImpl: FetchLike = fetch,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > this.now().getTime()) return this.token.value;
    const basic = Buffer.from(`${this.credentials.clientId}:${this.credentials.clientSecret}`).toString(
      'base64',
    );
    const response = await this.fetchImpl(TOKEN_URL, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'account_credentials',
        account_id: this.credentials.accountId,
      }).toString(),
    });
    if (!response.ok) throw new Error(`Zoom OAuth answered ${response.status}`);
    const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string') throw new Error('Zoom OAuth answered without an access token');
    const lifetime = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    this.token = { value: body.access_token, expiresAt: this.now().getTime() + (lifetime - 60) * 1000 };
    return body.access_token;
  }

  /** The host user's upcoming webinars, every page (at most 10 × 300). */
  async listUpcomingWebinars(): Promise<ZoomListedWebinar[]> {
    const token = await this.accessToken();
    const listed: ZoomListedWebinar[] = [];
    let pageToken = '';
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const query = new URLSearchParams({ type: 'upcoming', page_size: '300' });
      if (pageToken) query.set('next_page_token', pageToken);
      const response = await this.fetchImpl(
        `${API_URL}/users/${encodeURIComponent(this.credentials.hostUser)}/webinars?${query.toString()}`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      if (response.status === 401) this.token = null;
      if (!response.ok) throw new Error(`Zoom webinars list answered ${response.status}`);
      const body = (await response.json()) as ListedPage;
      for (const webinar of body.webinars ?? []) {
        const startsAt = webinar.start_time ? new Date(webinar.start_time) : null;
        if (webinar.id === undefined || !startsAt || Number.isNaN(startsAt.getTime())) continue;
        listed.push({
          id: String(webinar.id),
          topic: webinar.topic ?? 'Webinar',
          startsAt,
          durationMinutes: webinar.duration && webinar.duration > 0 ? webinar.duration : 60,
          timeZone: webinar.timezone ?? 'UTC',
        });
      }
      pageToken = body.next_page_token ?? '';
      if (!pageToken) break;
    }
    return listed;
  }

  /**
   * Creates a scheduled meeting (POST /users/{host}/meetings, type 2) or webinar (POST /users/{host}/webinars, type 5)
   * on the host user's account: answers its number and passcode.
   */
  async createRoom(
    room: 'ZOOM_MEETING' | 'ZOOM_WEBINAR',
    input: { topic: string; startsAt: Date; durationMinutes: number; timeZone: string },
  ): Promise<{ number: string; passcode: string | null }> {
    const token = await this.accessToken();
    const kind = room === 'ZOOM_WEBINAR' ? 'webinars' : 'meetings';
    const response = await this.fetchImpl(
      `${API_URL}/users/${encodeURIComponent(this.credentials.hostUser)}/${kind}`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          topic: input.topic.slice(0, 200),
          type: room === 'ZOOM_WEBINAR' ? 5 : 2,
          start_time: input.startsAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
          duration: input.durationMinutes,
          timezone: input.timeZone,
        }),
      },
    );
    if (response.status === 401) this.token = null;
    if (!response.ok) throw new Error(`Zoom ${kind} create answered ${response.status}`);
    const body = (await response.json()) as { id?: number | string; password?: string };
    const number = body.id === undefined ? '' : String(body.id);
    if (!/^[0-9]{6,14}$/.test(number)) throw new Error(`Zoom ${kind} create answered without a number`);
    return { number, passcode: body.password?.trim() || null };
  }

  /**
   * The participant report of a past meeting or webinar (GET /report/{meetings|webinars}/{id}/participants, every
   * page): each stay with its join and leave time. Used after a session to fill in join or leave events a webhook
   * missed.
   */
  async participantReport(
    room: 'ZOOM_MEETING' | 'ZOOM_WEBINAR',
    number: string,
  ): Promise<ZoomReportedStay[]> {
    const token = await this.accessToken();
    const kind = room === 'ZOOM_WEBINAR' ? 'webinars' : 'meetings';
    const stays: ZoomReportedStay[] = [];
    let pageToken = '';
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const query = new URLSearchParams({ page_size: '300' });
      if (pageToken) query.set('next_page_token', pageToken);
      const response = await this.fetchImpl(
        `${API_URL}/report/${kind}/${encodeURIComponent(number)}/participants?${query.toString()}`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      if (response.status === 401) this.token = null;
      if (!response.ok) throw new Error(`Zoom participant report answered ${response.status}`);
      const body = (await response.json()) as ReportPage;
      for (const row of body.participants ?? []) {
        const joinedAt = row.join_time ? new Date(row.join_time) : null;
        const leftAt = row.leave_time ? new Date(row.leave_time) : null;
        const email = (row.user_email ?? row.email ?? '').trim().toLowerCase() || null;
        const key =
          row.participant_user_id ??
          (row.user_id !== undefined ? String(row.user_id) : undefined) ??
          row.id ??
          email;
        if (
          !key ||
          !joinedAt ||
          !leftAt ||
          Number.isNaN(joinedAt.getTime()) ||
          Number.isNaN(leftAt.getTime())
        ) {
          continue;
        }
        stays.push({
          participant: {
            key,
            customerKey: row.customer_key?.trim() || null,
            registrantId: row.registrant_id?.trim() || null,
            email,
          },
          joinedAt,
          leftAt,
        });
      }
      pageToken = body.next_page_token ?? '';
      if (!pageToken) break;
    }
    return stays;
  }
}

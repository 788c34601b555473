import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * Tells the other server processes on the same database that data changed, so they drop what they
 * keep in memory (signed-in sessions, cached reads) at once instead of when it expires.
 * On PostgreSQL this is LISTEN/NOTIFY; SQLite is one process, so there is no one to tell.
 * The caches' own short lifetimes stay as the backstop for a notification that never arrives
 * (a listener reconnecting, a write made outside the server).
 */
export interface ChangeFeed {
  /**
   * Other processes may write to the same database (PostgreSQL). Their announcements arrive a moment
   * after their answer, so what must hold at once everywhere (a revoked session) is read each time.
   */
  readonly shared: boolean;
  /** Announce a change; resolves once PostgreSQL has queued the notification (never rejects). */
  announce(): Promise<void>;
  /** `listener` runs when another server announces a change, or when this one may have missed some. */
  subscribe(listener: () => void): void;
  close(): Promise<void>;
}

/**
 * One channel per schema: the servers of one deployment share it, while other deployments (or test
 * suites) in other schemas of the same database are not disturbed. PostgreSQL computes the name on
 * each connection from its own search_path, so a listener and an announcer always agree.
 */
export const CHANNEL_SQL = `'talentra_changes_' || current_schema()`;
const RECONNECT_MS = 1000;

export function localChangeFeed(): ChangeFeed {
  return { shared: false, announce: async () => {}, subscribe: () => {}, close: async () => {} };
}

/**
 * `notify(payload)` runs `select pg_notify(${CHANNEL_SQL}, payload)` on the application's pool.
 * `applicationName` names the listening connection in pg_stat_activity.
 */
export function postgresChangeFeed(url: string, notify: (payload: string) => Promise<void>, applicationName = 'talentra-changes'): ChangeFeed {
  // our own notifications come back to us too: we have already acted on them
  const self = randomUUID();
  const listeners = new Set<() => void>();
  const tell = () => listeners.forEach((listener) => listener());
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;

  const reconnectLater = (broken: pg.Client) => {
    if (client === broken) client = null;
    broken.removeAllListeners();
    broken.on('error', () => {});
    void broken.end().catch(() => {});
    if (!closed && !retry) retry = setTimeout(connect, RECONNECT_MS);
  };
  function connect() {
    retry = undefined;
    if (closed) return;
    const candidate = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000, application_name: applicationName });
    candidate.on('error', () => reconnectLater(candidate));
    candidate.on('end', () => reconnectLater(candidate));
    candidate.on('notification', (message) => {
      if (message.payload !== self) tell();
    });
    candidate
      .connect()
      .then(() => candidate.query<{ channel: string }>(`select ${CHANNEL_SQL} as channel`))
      .then(({ rows }) => candidate.query(`listen "${rows[0]!.channel.replace(/"/g, '""')}"`))
      .then(() => {
        if (closed) return void candidate.end().catch(() => {});
        client = candidate;
        // whatever was announced while we were not listening is lost: act as if something changed
        tell();
      })
      .catch(() => reconnectLater(candidate));
  }
  connect();

  return {
    shared: true,
    async announce() {
      await notify(self).catch(() => {});
    },
    subscribe(listener) {
      listeners.add(listener);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners();
        current.on('error', () => {});
        await current.end().catch(() => {});
      }
    },
  };
}

/** What Redis answered to a request for hits (RedisThrottlerStorage.grant). */
export interface HitGrant {
  /** The shared counter after this grant: every instance's hits in the window, refused ones included. */
  totalHits: number;
  /** Hits this process may let through; 0 when the limit is used up. */
  granted: number;
  /** Milliseconds until the window ends. */
  windowMs: number;
  /** Milliseconds until the key's block ends; 0 when it is not blocked. */
  blockMs: number;
}

/** The decision for one request, with what its X-RateLimit headers say. */
export interface HitVerdict {
  allowed: boolean;
  totalHits: number;
  /** Seconds, rounded up, as ThrottlerGuard's headers give them. */
  timeToExpire: number;
  timeToBlockExpire: number;
}

/** Hits granted to this process for one client and route, not yet used. */
interface Lease {
  unused: number;
  /** The shared counter just after the last grant (other instances' hits up to then included). */
  sharedHits: number;
  /** When the shared window ends, on this process's clock. */
  windowEndsAt: number;
  /** When Redis's block of the key ends; 0 when it refused nothing. */
  blockedUntil: number;
  /** How many hits the next grant asks for: it doubles with each grant of the window, up to the route's cap. */
  nextAsk: number;
  /** A grant on its way: concurrent requests of the same client wait for it instead of asking Redis again. */
  pending: Promise<void> | null;
}

/** A lease is at most this share of the limit, so that hits granted but never used cost a client little. */
const LEASE_SHARE_OF_LIMIT = 50;
/** And at most this many hits, whatever the limit. */
const MAX_LEASE = 64;
/** Clients × routes remembered; past this the book starts again (unused hits stay counted in Redis: safe). */
const MAX_LEASES = 10_000;

/**
 * The hits a client may still make on a route, leased from the shared Redis counter in small batches (issue 22).
 *
 * Asking Redis at every request cost the catalogue's GETs about a quarter of their CPU (a command, its answer and
 * a second wake-up of the event loop per request). Here a process asks for one hit at first, then for twice as
 * many at each further request in the window, up to 1/50 of the limit and at most 64, and lets requests through
 * from what it holds without a round trip. The shared counter counts every granted hit, so the sum of all
 * instances never passes the limit; what one process holds unused when the window ends was counted without being
 * made, so a client can be refused up to a 50th of the limit early per instance it used. Small limits (below 100:
 * the staff login, the tests) get leases of one, that is one Redis command per request and exact counts everywhere.
 *
 * X-RateLimit-Remaining is exact for the hits of this process and counts the other instances' hits as of the last
 * grant. A refusal is remembered until the block ends, so a blocked client costs no Redis command either.
 */
export class HitLeases {
  private readonly leases = new Map<string, Lease>();

  /** The verdict from what this process holds, without Redis; null where a grant must be asked for first. */
  take(key: string, limit: number, now: number): HitVerdict | null {
    const lease = this.leases.get(key);
    if (lease === undefined) return null;
    if (lease.blockedUntil > now) {
      return {
        allowed: false,
        totalHits: lease.sharedHits,
        timeToExpire: seconds(lease.windowEndsAt - now),
        timeToBlockExpire: seconds(lease.blockedUntil - now),
      };
    }
    if (lease.windowEndsAt <= now) {
      if (lease.pending === null) this.leases.delete(key);
      return null;
    }
    if (lease.unused === 0) return null;
    lease.unused -= 1;
    return {
      allowed: true,
      totalHits: Math.min(limit, lease.sharedHits - lease.unused),
      timeToExpire: seconds(lease.windowEndsAt - now),
      timeToBlockExpire: 0,
    };
  }

  /**
   * The verdict for one request, asking Redis (through `grant`) when this process holds no hit for the key. One
   * grant at a time per key: the others wait for it and take from it.
   */
  async acquire(
    key: string,
    limit: number,
    grant: (ask: number) => Promise<HitGrant>,
    now: () => number = Date.now,
  ): Promise<HitVerdict> {
    for (;;) {
      const verdict = this.take(key, limit, now());
      if (verdict !== null) return verdict;
      const lease = this.leaseFor(key, now());
      if (lease.pending === null) {
        lease.pending = this.refill(lease, limit, grant, now).finally(() => {
          lease.pending = null;
        });
      }
      await lease.pending;
      // A lease dropped meanwhile (book full, window over) is asked for again on the next turn.
    }
  }

  private leaseFor(key: string, now: number): Lease {
    let lease = this.leases.get(key);
    if (lease === undefined || (lease.windowEndsAt <= now && lease.pending === null)) {
      if (this.leases.size >= MAX_LEASES) this.leases.clear();
      lease = { unused: 0, sharedHits: 0, windowEndsAt: 0, blockedUntil: 0, nextAsk: 1, pending: null };
      this.leases.set(key, lease);
    }
    return lease;
  }

  private async refill(
    lease: Lease,
    limit: number,
    grant: (ask: number) => Promise<HitGrant>,
    now: () => number,
  ): Promise<void> {
    const cap = Math.min(MAX_LEASE, Math.max(1, Math.floor(limit / LEASE_SHARE_OF_LIMIT)));
    const answer = await grant(Math.min(lease.nextAsk, cap));
    const at = now();
    // A grant is asked for only once the lease is used up, so nothing unused is carried over. The ask grows while
    // the window lasts and starts small again in a new one (Redis may have begun it a moment before this clock).
    const sameWindow = lease.windowEndsAt > at && answer.totalHits - Math.max(answer.granted, 1) >= lease.sharedHits;
    lease.unused = answer.granted;
    lease.sharedHits = answer.totalHits;
    lease.windowEndsAt = at + answer.windowMs;
    lease.blockedUntil = answer.blockMs > 0 ? at + answer.blockMs : 0;
    lease.nextAsk = sameWindow ? Math.min(lease.nextAsk * 2, cap) : Math.min(2, cap);
  }
}

function seconds(milliseconds: number): number {
  return Math.max(0, Math.ceil(milliseconds / 1000));
}

import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DomainEvents } from '../../db/domain-events.ts';
import { rowsOf } from '../../db/rows.ts';
import { paidRoomsOpen, roomsWithCounts, type RoomWithCounts } from './room-catalog.ts';

/**
 * The lobby's rooms with who waits and plays in each, one copy per process shared by every
 * member's fetchRooms_data and every lobby push: the counts are a query over the live matches,
 * so reading them per request let one member's flood of lobby requests slow everyone's lobby.
 * A change of a match's room counts or of the rooms (game.match_changed with lobby,
 * game.lobby_changed, in any process) marks the copy stale; the next reader reloads it, and
 * readers that come meanwhile share that one load.
 */
export class LobbyCopy {
  private rooms: RoomWithCounts[] | undefined;
  private loading: Promise<RoomWithCounts[]> | undefined;
  /** Bumped by each change: a load that started before one is not kept. */
  private generation = 0;
  private readonly unsubscribes: (() => void)[];

  constructor(
    private readonly db: Db,
    private readonly production: boolean,
    events: DomainEvents,
  ) {
    const stale = () => {
      this.generation += 1;
      this.rooms = undefined;
    };
    this.unsubscribes = [
      events.on('game.match_changed', (event) => {
        if (event.lobby) stale();
      }),
      events.on('game.lobby_changed', stale),
      events.onResync(stale),
    ];
  }

  current(): Promise<RoomWithCounts[]> {
    if (this.rooms) return Promise.resolve(this.rooms);
    if (this.loading) return this.loading;
    const generation = this.generation;
    const loading = paidRoomsOpen(this.db, this.production)
      .then((paidRooms) => roomsWithCounts(this.db, { paidRooms }))
      .then((rooms) => {
        if (generation === this.generation) this.rooms = rooms;
        return rooms;
      })
      .finally(() => {
        if (this.loading === loading) this.loading = undefined;
      });
    this.loading = loading;
    return loading;
  }

  close(): void {
    this.unsubscribes.forEach((unsubscribe) => unsubscribe());
  }
}

/** The rooms the member waits or plays in (the lobby's isAlreadyJoined). */
export async function liveRoomsOf(db: Db, memberId: string): Promise<Set<string>> {
  const rows = rowsOf<{ room_id: string }>(
    await db.execute(sql`
      select room_id from game_matches
      where status in ('waiting', 'playing') and player_x = ${memberId}
      union
      select room_id from game_matches
      where status in ('waiting', 'playing') and player_o = ${memberId}`),
  );
  return new Set(rows.map((row) => row.room_id));
}

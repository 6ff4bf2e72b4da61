/** A match as it stands after a change (times are epoch milliseconds by the database clock). */
export interface GameMatchSnapshot {
  id: string;
  version: number;
  status: 'waiting' | 'playing' | 'finished' | 'cancelled' | 'expired';
  roomName: string;
  /** Milli-rupees as decimal strings. */
  entryFee: string;
  prize: string;
  board: string;
  players: { id: string; symbol: 'X' | 'O'; name: string; graceUntil: number | null }[];
  currentTurn: string | null;
  winner: 'X' | 'O' | 'draw' | null;
  endReason: string | null;
  turnSeconds: number;
  searchDeadline: number | null;
  turnDeadline: number | null;
  /** The database clock when the snapshot was taken: times left are counted from it. */
  takenAt: number;
}

declare module '../../db/domain-events.ts' {
  interface DomainEventMap {
    /**
     * A Tic Tac Toe match changed: its whole state, so every process tells its own sockets
     * without reading it back; lobby when the rooms' counts changed too.
     */
    'game.match_changed': { match: GameMatchSnapshot; lobby: boolean };
    /** The rooms of the lobby changed (an operator's edit, the paid-rooms switch). */
    'game.lobby_changed': Record<never, never>;
  }
}

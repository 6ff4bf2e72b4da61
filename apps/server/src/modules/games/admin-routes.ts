import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gameAdminRoutes, type AdminGameRoom } from '@kamao/contract/admin/games';
import { PRACTICE_ROOM_NAME_MARKER } from '@kamao/contract/constants';
import { milliToRupees } from '@kamao/contract/money';
import type { Db } from '../../db/client.ts';
import { schemaOf } from '../../lib/route-schema.ts';
import { audited, noteAudit, useAdminScope } from '../admin/index.ts';
import { adminMatches } from './admin-matches.ts';
import { paidRoomsOpen, roomsWithCounts, type RoomWithCounts } from './room-catalog.ts';
import { createRoom, switchPaidRooms, updateRoom } from './room-admin.ts';

const {
  gameRoomList,
  gameRoomCreate,
  gameRoomUpdate,
  gameSettingsGet,
  gameSettingsUpdate,
  gameMatchList,
} = gameAdminRoutes;

function presentRoom(room: RoomWithCounts): AdminGameRoom {
  return {
    _id: room.id,
    roomName: room.roomName,
    entryFees: milliToRupees(room.entryFee),
    prize: milliToRupees(room.prize),
    turnSeconds: room.turnSeconds,
    searchSeconds: room.searchSeconds,
    graceSeconds: room.graceSeconds,
    enabled: room.enabled,
    isPractice:
      room.entryFee === 0n || room.roomName.toLowerCase().includes(PRACTICE_ROOM_NAME_MARKER),
    waitingPlayers: room.waiting,
    liveMatches: room.playing,
    createdAt: room.createdAt.toISOString(),
  };
}

/**
 * The operator's Tic Tac Toe (docs/product/tic-tac-toe.md#operator): rooms, the paid-rooms switch,
 * live matches and the results with their settlements. Admin only; writes are in the audit log.
 */
export const adminGameRoutes: FastifyPluginAsyncZod<{ db: Db; production: boolean }> = async (
  app,
  { db, production },
) => {
  useAdminScope(app, db);

  const allRooms = () => roomsWithCounts(db, { paidRooms: true, all: true });
  const present = async (id: string) => ({
    room: presentRoom((await allRooms()).find((room) => room.id === id)!),
  });

  app.get(gameRoomList.path, { schema: schemaOf(gameRoomList) }, async () => ({
    rooms: (await allRooms()).map(presentRoom),
  }));

  app.post(
    gameRoomCreate.path,
    { ...audited('game_room.create'), schema: schemaOf(gameRoomCreate) },
    async (request) => {
      const id = await createRoom(db, request.body);
      noteAudit(request, { target: id });
      return present(id);
    },
  );

  app.patch(
    gameRoomUpdate.path,
    { ...audited('game_room.update'), schema: schemaOf(gameRoomUpdate) },
    async (request) => {
      await updateRoom(db, request.params.id, request.body);
      return present(request.params.id);
    },
  );

  app.get(gameSettingsGet.path, { schema: schemaOf(gameSettingsGet) }, async () => ({
    paidRooms: await paidRoomsOpen(db, production),
  }));

  app.patch(
    gameSettingsUpdate.path,
    { ...audited('game_settings.update'), schema: schemaOf(gameSettingsUpdate) },
    async (request) => {
      await switchPaidRooms(db, request.body.paidRooms);
      return { paidRooms: await paidRoomsOpen(db, production) };
    },
  );

  app.get(gameMatchList.path, { schema: schemaOf(gameMatchList) }, async (request) =>
    adminMatches(db, request.query.state, request.query.page),
  );
};

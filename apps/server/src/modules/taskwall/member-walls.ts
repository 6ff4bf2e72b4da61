import type { LanguageCode } from '@kamao/contract/language';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { readSiteText } from '../site/index.ts';
import { wallAddressFor } from './wall-address.ts';
import { enabledWalls } from './wall-catalog.ts';
import { wallFigures } from './wall-figures.ts';

/**
 * The Task Walls page (docs/product/task-walls.md#the-task-wall-list): the member's addresses and
 * figures.
 */
export async function memberWalls(db: Db, memberId: string, language: LanguageCode) {
  const [walls, [member], figures, instructions] = await Promise.all([
    enabledWalls(db),
    db.select({ id: users.id, userName: users.userName }).from(users).where(eq(users.id, memberId)),
    wallFigures(db, memberId),
    readSiteText(db, 'offerwall_instructions', language),
  ]);
  const addresses = walls.map((wall) => ({
    name: wall.name,
    address: wallAddressFor(wall.urlTemplate, member!, wall.secret),
  }));
  return { walls: addresses, figures, instructions };
}

/**
 * Task walls (docs/product/task-walls.md) and the postbacks of their networks. A postback's answer
 * is plain text for the network's server: its success text (per wall: '1', 'ok', …) or one of
 * these with a 4xx, which networks show in their delivery logs.
 */
export const POSTBACK_REFUSALS = {
  unknownWall: 'unknown wall',
  wallDisabled: 'wall disabled',
  senderNotAllowed: 'sender not allowed',
  badSignature: 'invalid signature',
  missingParameter: 'missing parameter',
  badAmount: 'invalid reward',
  unknownMember: 'unknown user',
  unknownTransaction: 'unknown transaction',
  badText: 'invalid text',
} as const;
export type PostbackRefusal = keyof typeof POSTBACK_REFUSALS;

/** The wall page's frame height (docs/product/task-walls.md#a-walls-page). */
export const TASK_WALL_FRAME_HEIGHT_PX = 1000;

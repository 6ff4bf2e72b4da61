import { createHash } from 'node:crypto';

/**
 * The wall's address for one member (offerWallData_after_replace,
 * docs/product/task-walls.md#calls-and-fields): the template's {userId}, {userName} and
 * {secureHash} (md5 of "userId-secret", CPX Research's check that the user id was not changed in
 * the frame) filled in, URL-encoded.
 */
export function wallAddressFor(
  template: string,
  member: { id: string; userName: string },
  secret: string,
): string {
  const secureHash = createHash('md5').update(`${member.id}-${secret}`).digest('hex');
  return template
    .replaceAll('{userId}', encodeURIComponent(member.id))
    .replaceAll('{userName}', encodeURIComponent(member.userName))
    .replaceAll('{secureHash}', secureHash);
}

/** The origin a template's frame loads from (for the content security policy). */
export function originOfTemplate(template: string): string | undefined {
  const filled = template.replaceAll(/\{\w+\}/g, 'x');
  return URL.canParse(filled) ? new URL(filled).origin : undefined;
}

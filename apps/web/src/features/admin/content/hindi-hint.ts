/** What every Hindi box of the content tabs says under its label. */
export const HINDI_HINT = 'Optional: members who chose Hindi see the English while this is empty.';

/** The box's text for a Hindi version the server keeps as null when none is written. */
export const hindiDraftOf = (text: string | null): string => text ?? '';

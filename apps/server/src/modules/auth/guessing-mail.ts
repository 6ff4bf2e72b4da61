import type { Mailer } from '../../integrations/mail/mailer.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { SharedState } from '../../shared-state/shared-state.ts';

/** At most one such mail per member in this time, however long the guessing goes on. */
export const GUESSING_MAIL_EVERY_MS = 24 * 60 * 60 * 1000;

export interface GuessedMember {
  id: string;
  name: string;
  email: string;
  /** The language the member last logged in with; null when no login said. */
  language: 'en' | 'hi' | null;
}

/**
 * Tells the member that someone is guessing their password (login-guard.ts), once a day at most:
 * the claim is in the state all server processes share, so two processes never both send it.
 * In the language the member last logged in with, in both when no login said which. It goes
 * through the mailer, which keeps it in the outbox first.
 */
export async function mailAboutGuessing(
  { state, mailer, origin }: { state: SharedState; mailer: Mailer; origin: string },
  member: GuessedMember,
): Promise<void> {
  if (!(await state.claimOnce(`login:guessing-mail:${member.id}`, GUESSING_MAIL_EVERY_MS))) return;
  const loginLink = `${origin}/login`;
  const english = [
    `Hello ${member.name},`,
    'Someone has tried wrong passwords on your Kamao account from browsers you have not logged in from. They did not get in.',
    'Your own phones and browsers keep working as usual. New browsers are asked for a longer check for a while.',
    `If it was you, there is nothing to do. If not, choose a strong password that you use nowhere else: on ${loginLink} use 'I Forgot My Password'.`,
  ];
  const hindi = [
    `नमस्ते ${member.name},`,
    'किसी ने उन ब्राउज़रों से आपके Kamao खाते पर गलत पासवर्ड आज़माए हैं जिनसे आपने कभी लॉग इन नहीं किया। वे अंदर नहीं आ पाए।',
    'आपके अपने फ़ोन और ब्राउज़र पहले की तरह चलते रहेंगे। नए ब्राउज़रों से कुछ समय तक लंबी जाँच पूरी करवाई जाएगी।',
    `अगर यह आप थे, तो कुछ करने की ज़रूरत नहीं है। अगर नहीं, तो एक मज़बूत पासवर्ड चुनें जिसे आप कहीं और इस्तेमाल नहीं करते: ${loginLink} पर 'I Forgot My Password' चुनें।`,
  ];
  const paragraphs = (lines: string[]) =>
    lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  const subjects = {
    en: 'Someone is trying to log in to your Kamao account',
    hi: 'कोई आपके Kamao खाते में लॉग इन करने की कोशिश कर रहा है',
  };
  const bodies = { en: english, hi: hindi };
  if (member.language) {
    const lines = bodies[member.language];
    await mailer.send({
      to: member.email,
      subject: subjects[member.language],
      text: lines.join('\n\n'),
      html: paragraphs(lines),
    });
    return;
  }
  await mailer.send({
    to: member.email,
    subject: `${subjects.en} / ${subjects.hi}`,
    text: `${english.join('\n\n')}\n\n---\n\n${hindi.join('\n\n')}`,
    html: `${paragraphs(english)}<hr>${paragraphs(hindi)}`,
  });
}

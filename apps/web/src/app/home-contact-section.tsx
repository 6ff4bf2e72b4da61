import { useEffect, useRef, useState, type ComponentType } from 'react';
import { COMMON_TEXTS } from '../lib/common-texts';
import { useTexts } from '../lib/texts';
import { LoadFailed } from '../components/load-failed';
import { useNearScreen } from '../lib/use-near-screen';

/** How close to the screen the contact section must come before the form's code loads. */
const FORM_LOAD_MARGIN = '600px';

const loadSection = () =>
  import('../features/contact/contact-section').then((module) => module.HomeContactSection);

/**
 * The home page's contact form, whose code (the form library, the schema, the captcha's loader:
 * about 20 KB compressed) loads only when its section nears the screen: most visits read the
 * first screens and never scroll to it (docs/architecture.md#the-first-visit). The place keeps the
 * form's height meanwhile, so the footer does not jump when it arrives; a failed load offers to
 * try again.
 */
export function HomeContactWhenNear({
  load = loadSection,
}: {
  /** The section's code (a test gives its own). */
  load?: () => Promise<ComponentType>;
} = {}) {
  const common = useTexts(COMMON_TEXTS);
  const place = useRef<HTMLDivElement>(null);
  const near = useNearScreen(place, FORM_LOAD_MARGIN);
  const [Section, setSection] = useState<ComponentType | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!near) return;
    let current = true;
    load().then(
      (loaded) => current && setSection(() => loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [near, attempt, load]);

  if (Section) return <Section />;
  if (failed) {
    return (
      <LoadFailed
        text={common.home.contactFormFailed}
        onRetry={() => {
          setFailed(false);
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  // About the form's height: one column on a phone, two from the sm breakpoint.
  return <div ref={place} className="min-h-[52rem] sm:min-h-[40rem]" aria-hidden="true" />;
}

import DOMPurify from 'dompurify';

// Its own instance: the hook below must not touch the sanitiser every other page uses.
const purifier = DOMPurify(window);
const PLAIN_HTTPS_HOST =
  /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;

function isLoaderScript(script: Element): boolean {
  const src = script.getAttribute('src') ?? '';
  const full = src.startsWith('//') ? `https:${src}` : src;
  if (!URL.canParse(full) || script.textContent?.trim()) return false;
  const url = new URL(full);
  return url.protocol === 'https:' && PLAIN_HTTPS_HOST.test(url.hostname);
}

purifier.addHook('uponSanitizeElement', (node, data) => {
  // An ad tag is a loader script from an https host; inline code never runs (nor would the
  // content security policy let it).
  if (data.tagName === 'script' && node instanceof Element && !isLoaderScript(node)) {
    node.remove();
  }
});

/**
 * The operator's ad-network snippet made safe to insert (docs/design.md#the-stack-and-why):
 * ordinary markup as DOMPurify keeps it, plus the network's `<script src="https://…">` loader
 * tags and the `<ins>` slots they fill. Event handler attributes and inline scripts are dropped.
 */
export function sanitizeAdSnippet(html: string): string {
  return purifier.sanitize(html, {
    ADD_TAGS: ['script', 'ins'],
    ADD_ATTR: ['async', 'defer', 'crossorigin', 'src'],
    FORCE_BODY: true,
  });
}

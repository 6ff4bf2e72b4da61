/**
 * What a visitor typed into a page painted from the HTML (vite-first-paint.ts) before the app
 * ran, carried into the app's own fields when it takes the page over: the painted fields are
 * the app's first render, so they match the app's fields one for one, in document order, by
 * type. Only fields the app left empty (or unticked) are filled, through the events a person's
 * typing fires, so the form's own state (react-hook-form) learns them; the field in use keeps
 * the focus.
 */
export interface TypedFields {
  fields: { type: string; value: string; checked: boolean }[];
  /** The index of the field that had the focus, if any. */
  focused: number | null;
}

const FIELDS = 'main input, main textarea';

/**
 * Follows the painted page until the app replaces it: afterwards (detached) its fields still
 * hold what was typed, but the focus is gone, so the field in use is noted as it changes.
 */
export function followPaintedFields(painted: HTMLElement): () => TypedFields {
  let focusedElement: Element | null = painted.contains(document.activeElement)
    ? document.activeElement
    : null;
  const onFocus = (event: FocusEvent) => (focusedElement = event.target as Element);
  // Left for somewhere outside the painted page. Looked at a moment later: the app's removing
  // the page blurs its field too, and then the page is gone by the time this runs.
  const onBlur = () =>
    setTimeout(() => {
      if (painted.isConnected && !painted.contains(document.activeElement)) {
        focusedElement = null;
      }
    });
  painted.addEventListener('focusin', onFocus);
  painted.addEventListener('focusout', onBlur);
  return () => {
    painted.removeEventListener('focusin', onFocus);
    painted.removeEventListener('focusout', onBlur);
    const elements = [...painted.querySelectorAll<HTMLInputElement>(FIELDS)];
    const focused = elements.findIndex((element) => element === focusedElement);
    return {
      fields: elements.map((element) => ({
        type: element.type,
        value: element.value,
        checked: element.checked,
      })),
      focused: focused === -1 ? null : focused,
    };
  };
}

/** Sets a field's value as typing does: the native setter, then an input event. */
function typeInto(element: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype =
    element instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

export function restoreTypedFields(app: ParentNode, typed: TypedFields): void {
  const elements = [...app.querySelectorAll<HTMLInputElement>(FIELDS)];
  typed.fields.forEach((field, index) => {
    const element = elements[index];
    if (!element || element.type !== field.type) return;
    if (field.type === 'checkbox' || field.type === 'radio') {
      // A click, as a person's, so the form hears the change.
      if (field.checked && !element.checked) element.click();
    } else if (field.value !== '' && element.value === '') {
      typeInto(element, field.value);
    }
  });
  if (typed.focused !== null) {
    const element = elements[typed.focused];
    if (element && element.type === typed.fields[typed.focused]?.type) {
      element.focus();
      try {
        element.setSelectionRange(element.value.length, element.value.length);
      } catch {
        // A field without a caret (email, number): the focus is enough.
      }
    }
  }
}

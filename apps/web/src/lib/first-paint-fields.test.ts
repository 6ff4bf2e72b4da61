import { afterEach, describe, expect, test, vi } from 'vitest';
import { followPaintedFields, restoreTypedFields } from './first-paint-fields';

afterEach(() => {
  document.body.innerHTML = '';
});

const FORM =
  '<main><form><input type="text"><input type="password"><input type="checkbox"></form></main>';

function paint(): HTMLElement {
  const painted = document.createElement('div');
  painted.id = 'first-paint';
  painted.innerHTML = FORM;
  document.body.append(painted);
  return painted;
}

/** The app's page, which replaces the painted one; records what its fields hear. */
function appPage() {
  const app = document.createElement('div');
  app.innerHTML = FORM;
  const heard: string[] = [];
  app.addEventListener('input', (event) => {
    heard.push(`input ${(event.target as HTMLInputElement).value}`);
  });
  app.addEventListener('click', () => heard.push('click'));
  return { app, heard, fields: [...app.querySelectorAll('input')] };
}

describe('what a visitor typed on a painted page, carried into the app', () => {
  test('fills the fields the app left empty through input events, ticks through a click, keeps the focus', () => {
    const painted = paint();
    const follow = followPaintedFields(painted);
    const [name, password, remember] = [...painted.querySelectorAll('input')];
    name!.value = 'asha@example.com';
    password!.focus();
    password!.value = 'secret';
    remember!.checked = true;
    // The app's commit takes the painted page away: its fields are still readable.
    painted.remove();
    const { app, heard, fields } = appPage();
    document.body.append(app);

    restoreTypedFields(app, follow());
    expect(fields.map((field) => field.value)).toEqual(['asha@example.com', 'secret', 'on']);
    expect(fields[2]!.checked).toBe(true);
    // A checkbox's click fires its input event too, as a tap does.
    expect(heard).toEqual(['input asha@example.com', 'input secret', 'click', 'input on']);
    expect(document.activeElement).toBe(fields[1]);
  });

  test("never writes over what the app's field already holds, nor into a field of another kind", () => {
    const painted = paint();
    const follow = followPaintedFields(painted);
    const [name, password] = [...painted.querySelectorAll('input')];
    name!.value = 'typed';
    password!.value = 'typed too';
    painted.remove();
    const { app, fields } = appPage();
    fields[0]!.value = 'remembered';
    fields[1]!.type = 'text';
    const onInput = vi.fn();
    app.addEventListener('input', onInput);

    restoreTypedFields(app, follow());
    expect(fields[0]!.value).toBe('remembered');
    expect(fields[1]!.value).toBe('');
    expect(onInput).not.toHaveBeenCalled();
  });

  test('a field the visitor left is not focused again', async () => {
    const painted = paint();
    const follow = followPaintedFields(painted);
    const outside = document.createElement('button');
    document.body.append(outside);
    painted.querySelector('input')!.focus();
    outside.focus();
    await new Promise((resolve) => setTimeout(resolve));
    painted.remove();
    const { app, fields } = appPage();
    document.body.append(app);
    restoreTypedFields(app, follow());
    expect(document.activeElement).not.toBe(fields[0]);
  });
});

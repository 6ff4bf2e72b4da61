import { describe, expect, it } from 'vitest';
import { cleanOperatorHtml, cleanOptionalOperatorHtml } from './operator-html.ts';

describe('operator HTML cleaned when saved', () => {
  it('keeps formatting, lists, links and pictures as written', () => {
    const html =
      '<h2>Rules</h2><p class="lead" style="color: red">Read <strong>all</strong> of <a href="https://example.com/faq" target="_blank">this</a>.</p>' +
      '<ul><li>one</li></ul><img src="https://example.com/a.png" alt="proof" /><table><tbody><tr><td colspan="2">x</td></tr></tbody></table>';
    expect(cleanOperatorHtml(html)).toBe(
      '<h2>Rules</h2><p class="lead" style="color:red">Read <strong>all</strong> of <a href="https://example.com/faq" target="_blank">this</a>.</p>' +
        '<ul><li>one</li></ul><img src="https://example.com/a.png" alt="proof" /><table><tbody><tr><td colspan="2">x</td></tr></tbody></table>',
    );
  });

  it('removes scripts, handlers, frames, forms and script addresses', () => {
    expect(
      cleanOperatorHtml(
        '<p onclick="steal()">Hi<script>steal()</script></p><img src="x" onerror="steal()">' +
          '<a href="javascript:steal()">link</a><iframe src="https://evil.example"></iframe>' +
          '<form action="https://evil.example"><input name="otp"></form><a href="//evil.example">x</a>',
      ),
    ).toBe('<p>Hi</p><img src="x" /><a>link</a><a>x</a>');
  });

  it('leaves an absent version absent', () => {
    expect(cleanOptionalOperatorHtml(null)).toBeNull();
    expect(cleanOptionalOperatorHtml(undefined)).toBeUndefined();
    expect(cleanOptionalOperatorHtml('<b onmouseover="x()">hi</b>')).toBe('<b>hi</b>');
  });
});

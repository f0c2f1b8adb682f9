import { describe, expect, it } from 'vitest';
import { firstPaintCss, selectorNeeds } from './first-paint-css';

const CSS = [
  ':root{--x:1;--unread:2}',
  'body{margin:var(--x)}',
  '.btn{padding:1px}',
  '.btn-primary,.btn-danger{color:red}',
  '.card .card-title{font-weight:700}',
  '.nav-link:not(.active){opacity:.5}',
  '[hidden]{display:none!important}',
  '@media (min-width:768px){.col-md-6{width:50%}.col-md-4{width:33%}}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
  '.a[data-x="1.b"]{color:blue}',
  '.icon{background:url("data:image/svg+xml,%3csvg%3e{}")}',
].join('');

describe('the rules a page paints with', () => {
  const sheet = firstPaintCss(CSS);

  it('keeps the rules its HTML uses, drops the rest, and keeps the order', () => {
    const css = sheet.forPage('<div class="card"><h2 class="card-title">x</h2><a class="btn btn-danger">y</a></div>');
    expect(css).toBe(
      ':root{--x:1}body{margin:var(--x)}.btn{padding:1px}.btn-danger{color:red}.card .card-title{font-weight:700}@keyframes spin{to{transform:rotate(1turn)}}',
    );
  });

  it('keeps a media block with the rules it needs, and none that is empty', () => {
    expect(sheet.forPage('<div class="col-md-6"></div>')).toContain('@media (min-width:768px){.col-md-6{width:50%}}');
    expect(sheet.forPage('<div></div>')).not.toContain('@media');
  });

  it('does not count what is inside :not() as needed, nor a dot inside an attribute', () => {
    expect(selectorNeeds('.nav-link:not(.active)')).toEqual(['.nav-link']);
    expect(selectorNeeds('.a[data-x="1.b"]')).toEqual(['[data-x=1.b', '.a']);
    expect(sheet.forPage('<a class="nav-link"></a>')).toContain('.nav-link:not(.active){opacity:.5}');
  });

  it('keeps a rule that needs an attribute, or its value, only when the page holds it', () => {
    expect(selectorNeeds('[data-bs-theme=dark] .btn')).toEqual(['[data-bs-theme=dark', '.btn']);
    expect(selectorNeeds('a[href^="/"]')).toEqual(['[href']);
    expect(sheet.forPage('<html data-bs-theme="light"><div class="a"></div></html>')).not.toContain('[data-x="1.b"]');
    expect(sheet.forPage('<html data-bs-theme="light"><div class="a" data-x="1.b"></div></html>')).toContain('.a[data-x="1.b"]{color:blue}');
    expect(sheet.forPage('<html data-bs-theme="light"><p hidden=""></p></html>')).toContain('[hidden]{');
    expect(sheet.forPage('<html data-bs-theme="light"><p></p></html>')).not.toContain('[hidden]{');
  });

  it("keeps both colour modes' rules for a page whose mode the visitor's device decides", () => {
    const dark = firstPaintCss('[data-bs-theme=dark]{--c:#000}.x{color:red}');
    expect(dark.forPage('<html lang="en"><body style="color:var(--c)"></body></html>')).toBe('[data-bs-theme=dark]{--c:#000}');
    expect(dark.forPage('<html lang="en" data-bs-theme="light"><body style="color:var(--c)"></body></html>')).toBe('');
  });

  it('reads a block with braces inside a string whole', () => {
    expect(sheet.forPage('<i class="icon"></i>')).toContain('.icon{background:url("data:image/svg+xml,%3csvg%3e{}")}');
  });

  it('keeps only the custom properties something reads: a kept rule, the HTML, or a kept property, in turn', () => {
    const vars = firstPaintCss(
      [
        ':root{--a:1px;--b:var(--c);--c:red;--d:blue;--e:url("x;y}.svg");--f:2px}',
        '.btn{--btn-bg:var(--d);--btn-unread:0;background:var(--btn-bg)}',
        '.lone{--only:1}',
      ].join(''),
    );
    // .btn reads --btn-bg, which reads --d; the style attribute reads --b, which reads --c; nothing reads --a, --e, --f.
    expect(vars.forPage('<p class="btn lone" style="color:var(--b)"></p>')).toBe(
      ':root{--b:var(--c);--c:red;--d:blue}.btn{--btn-bg:var(--d);background:var(--btn-bg)}',
    );
    expect(vars.forPage('<p class="lone"></p>')).toBe('');
  });
});

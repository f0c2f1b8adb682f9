import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { logicalDirections } from './logical-css';

const run = (css: string) => postcss([logicalDirections()]).process(css, { from: undefined }).css;

describe('the stylesheets in logical directions', () => {
  it('write a side as the line’s start or end', () => {
    expect(run('.a{margin-left:1rem;padding-right:2px!important;border-left:4px solid red;border-right-color:blue;left:0;right:auto}')).toBe(
      '.a{margin-inline-start:1rem;padding-inline-end:2px!important;border-inline-start:4px solid red;border-inline-end-color:blue;inset-inline-start:0;inset-inline-end:auto}',
    );
    expect(run('.b{text-align:left;float:right;clear:left}.c{text-align:center;float:none}')).toBe(
      '.b{text-align:start;float:inline-end;clear:inline-start}.c{text-align:center;float:none}',
    );
    expect(run('.d{border-top-left-radius:1px;border-bottom-right-radius:2px}')).toBe('.d{border-start-start-radius:1px;border-end-end-radius:2px}');
  });

  it('split a shorthand only when its left and right differ', () => {
    expect(run('.a{padding:.375rem 2.25rem .375rem .75rem}')).toBe('.a{padding-block:.375rem;padding-inline:.75rem 2.25rem}');
    expect(run('.a{margin:0 calc(1px + 2px) 1rem var(--x)}')).toBe('.a{margin-block:0 1rem;margin-inline:var(--x) calc(1px + 2px)}');
    expect(run('.a{padding:1rem 2rem;margin:0 auto 1rem}')).toBe('.a{padding:1rem 2rem;margin:0 auto 1rem}');
    expect(run('.a{border-radius:0 .5rem .5rem 0}')).toBe(
      '.a{border-start-start-radius:0;border-start-end-radius:.5rem;border-end-end-radius:.5rem;border-end-start-radius:0}',
    );
    expect(run('.a{border-radius:.5rem .5rem 0 0;border-radius:50%/10%}')).toBe('.a{border-radius:.5rem .5rem 0 0;border-radius:50%/10%}');
  });

  it('give a background placed at a side a twin at the other side on a right-to-left page', () => {
    expect(run('.s{color:red;background-position:right .75rem center}.c:checked{background-position:right center}.m{background-position:center}')).toBe(
      ".s{color:red;background-position:right .75rem center}[dir='rtl'] .s{background-position:left .75rem center}" +
        ".c:checked{background-position:right center}[dir='rtl'] .c:checked{background-position:left center}.m{background-position:center}",
    );
    expect(run('.l{object-position:left center}')).toBe(".l{object-position:left center}[dir='rtl'] .l{object-position:right center}");
    expect(run(':root .a, html .b{background-position:left}')).toBe(
      ":root .a, html .b{background-position:left}:root[dir='rtl'] .a,html[dir='rtl'] .b{background-position:right}",
    );
  });

  it('move across the line the other way on a right-to-left page', () => {
    expect(run('.m{transform:translate(-50%,-50%)!important}.x{transform:translateX(1rem) rotate(3deg)}.n{transform:translate(0,-50%)}')).toBe(
      ".m{transform:translate(-50%,-50%)!important}[dir='rtl'] .m{transform:translate(50%,-50%)!important}" +
        ".x{transform:translateX(1rem) rotate(3deg)}[dir='rtl'] .x{transform:translateX(-1rem) rotate(3deg)}.n{transform:translate(0,-50%)}",
    );
  });

  it('leave keyframes and the rest alone', () => {
    const css = '@keyframes k{from{left:0}to{left:10px}}.a{top:0;margin-top:1px;inset-inline-start:0}';
    expect(run(css)).toBe(css);
  });
});

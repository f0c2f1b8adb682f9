import { describe, expect, it } from 'vitest';
import { classesIn } from './unused-css';

describe('the classes the built stylesheet keeps', () => {
  it('keeps a class written in the code', () => {
    expect(classesIn('<div className="d-flex gap-2 is-invalid">')).toEqual(expect.arrayContaining(['d-flex', 'gap-2', 'is-invalid']));
  });

  it("keeps the classes react-bootstrap makes of a prop's value or a boolean prop", () => {
    const found = classesIn('<Button variant="outline-danger" size="sm" /><Spinner animation="border" size="sm" /><Container fluid />');
    expect(found).toEqual(expect.arrayContaining(['btn-outline-danger', 'btn-sm', 'spinner-border', 'spinner-border-sm', 'container-fluid']));
  });

  it("keeps a Col's and a Row's breakpoint classes, whatever the expression gives", () => {
    const found = classesIn('<Col xs={12} xl={shown ? 7 : 12} /><Row md={2} />');
    expect(found).toEqual(expect.arrayContaining(['col-12', 'col-xl-7', 'col-xl-12', 'row-cols-md-2']));
    expect(found).not.toContain('col-xl-6');
  });

  it('keeps no class that nothing writes', () => {
    expect(classesIn('<div className="card" />')).not.toContain('btn-warning');
  });
});

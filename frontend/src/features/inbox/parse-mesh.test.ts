// The 3D preview's parsing (three.js's loaders, in Node): each mesh kind to triangles, and plain reasons when a
// file cannot be shown.
import { describe, expect, it } from 'vitest';
import type { Mesh } from 'three';
import { cubeStl } from './fixtures/binary-stl';
import { parseMesh } from './parse-mesh';

const text = (s: string) => new TextEncoder().encode(s).buffer as ArrayBuffer;
const TRIANGLE_PLY =
  'ply\nformat ascii 1.0\nelement vertex 3\nproperty float x\nproperty float y\nproperty float z\nelement face 1\nproperty list uchar int vertex_indices\nend_header\n0 0 0\n1 0 0\n0 1 0\n3 0 1 2\n';
const SQUARE_OBJ = 'o square\nv 0 0 0\nv 1 0 0\nv 1 1 0\nv 0 1 0\nf 1 2 3\nf 1 3 4\n';

describe('parseMesh', () => {
  it('reads a binary STL cube as 12 lit triangles', () => {
    const { object, triangles } = parseMesh('stl', cubeStl().buffer);
    expect(triangles).toBe(12);
    const mesh = object.children[0] as Mesh;
    expect(mesh.geometry.getAttribute('normal')).toBeDefined();
  });

  it('reads a PLY and an OBJ, giving normals to surfaces without them', () => {
    expect(parseMesh('ply', text(TRIANGLE_PLY)).triangles).toBe(1);
    const obj = parseMesh('obj', text(SQUARE_OBJ));
    expect(obj.triangles).toBe(2);
    expect((obj.object.children[0] as Mesh).geometry.getAttribute('normal').count).toBe(6);
  });

  it('says so when a file holds no triangles or cannot be read', () => {
    expect(() => parseMesh('obj', text('# nothing here\n'))).toThrow('the file holds no triangles.');
    expect(() => parseMesh('stl', text('solid empty\nendsolid empty\n'))).toThrow('the file is not a readable STL mesh.');
  });
});

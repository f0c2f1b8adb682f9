// Part of the 3D viewer's chunk (three.js): only mesh-viewer.tsx imports it.
import { DoubleSide, Group, MeshStandardMaterial, Mesh, type BufferGeometry, type Material, type Object3D } from 'three';
import { OBJLoader } from 'three/examples/jsm/loaders/OBJLoader.js';
import { PLYLoader } from 'three/examples/jsm/loaders/PLYLoader.js';
import { STLLoader } from 'three/examples/jsm/loaders/STLLoader.js';
import { KIND_LABELS } from '@shared/contract/case-files';
import type { MeshKind } from './case-upload-words';

export interface ParsedMesh {
  /** The file's surfaces, in one group, untransformed. */
  object: Group;
  triangles: number;
}

/** The color of plaster models, for files without colours of their own. */
const PLASTER = 0xe9e4da;

const materialsOf = (material: Material | Material[]) => (Array.isArray(material) ? material : [material]);

/** Every geometry and material under `object`, released. */
export function disposeObject(object: Object3D) {
  object.traverse((o) => {
    if (!(o as Mesh).isMesh) return;
    (o as Mesh).geometry.dispose();
    materialsOf((o as Mesh).material).forEach((m) => m.dispose());
  });
}

/** The OBJ file's meshes' geometries; its own materials (and any lines or points) are left out. */
function objGeometries(bytes: ArrayBuffer): BufferGeometry[] {
  const parsed = new OBJLoader().parse(new TextDecoder().decode(bytes));
  const geometries: BufferGeometry[] = [];
  parsed.traverse((o) => {
    if ((o as Mesh).isMesh) geometries.push((o as Mesh).geometry);
  });
  parsed.traverse((o) => {
    if ('material' in o) materialsOf(o.material as Material | Material[]).forEach((m) => m.dispose());
    if (!(o as Mesh).isMesh && 'geometry' in o) (o.geometry as BufferGeometry).dispose();
  });
  return geometries;
}

const triangleCount = (g: BufferGeometry) => Math.floor((g.index?.count ?? g.getAttribute('position').count) / 3);

/** An STL, PLY or OBJ file's surfaces, ready to light: normals where the file has none, its colours where it has them. */
export function parseMesh(kind: MeshKind, bytes: ArrayBuffer): ParsedMesh {
  let geometries: BufferGeometry[];
  try {
    geometries = kind === 'obj' ? objGeometries(bytes) : [kind === 'stl' ? new STLLoader().parse(bytes) : new PLYLoader().parse(bytes)];
  } catch (e) {
    // The loaders' own words ('Offset is outside the bounds of the DataView') mean nothing to an admin.
    throw new Error(`the file is not a readable ${KIND_LABELS[kind]}.`, { cause: e });
  }
  const usable = geometries.filter((g) => (g.getAttribute('position')?.count ?? 0) >= 3);
  geometries.filter((g) => !usable.includes(g)).forEach((g) => g.dispose());
  if (!usable.length) throw new Error('the file holds no triangles.');
  const object = new Group();
  let triangles = 0;
  for (const geometry of usable) {
    if (!geometry.getAttribute('normal')) geometry.computeVertexNormals();
    const colours = geometry.hasAttribute('color');
    const material = new MeshStandardMaterial({ color: colours ? 0xffffff : PLASTER, vertexColors: colours, roughness: 0.7, side: DoubleSide });
    object.add(new Mesh(geometry, material));
    triangles += triangleCount(geometry);
  }
  return { object, triangles };
}

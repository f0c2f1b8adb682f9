// Case files as dentists send them, made on the spot for tests: DICOM Part 10 slices (explicit VR little endian,
// a CT's header fields and a few pixels), zips of them (deflated, written by hand: no zip library needed), STL
// (ascii and binary), PLY and OBJ scans, and the impostors (a renamed executable, a zip bomb).
import { crc32, deflateRawSync } from 'node:zlib';

function element(group: number, el: number, vr: string, value: Buffer) {
  const padded = value.length % 2 ? Buffer.concat([value, Buffer.from(vr === 'UI' ? '\0' : ' ')]) : value;
  const long = ['OB', 'OW', 'UN', 'SQ', 'UT'].includes(vr);
  const head = Buffer.alloc(long ? 12 : 8);
  head.writeUInt16LE(group, 0);
  head.writeUInt16LE(el, 2);
  head.write(vr, 4, 'latin1');
  if (long) head.writeUInt32LE(padded.length, 8);
  else head.writeUInt16LE(padded.length, 6);
  return Buffer.concat([head, padded]);
}
const text = (s: string) => Buffer.from(s, 'latin1');
const u16 = (n: number) => Buffer.from(new Uint16Array([n]).buffer);

/** One CT slice: 128-byte preamble, `DICM`, the file meta group, modality, thickness, rows, columns and pixels. */
export function dicomSlice({ rows = 4, columns = 4, thickness = '0.3', instance = 1 } = {}) {
  const meta = Buffer.concat([
    element(0x0002, 0x0001, 'OB', Buffer.from([0, 1])),
    element(0x0002, 0x0002, 'UI', text('1.2.840.10008.5.1.4.1.1.2')),
    element(0x0002, 0x0003, 'UI', text(`1.2.826.0.1.3680043.2.1125.${instance}`)),
    element(0x0002, 0x0010, 'UI', text('1.2.840.10008.1.2.1')),
  ]);
  const metaLength = element(0x0002, 0x0000, 'UL', Buffer.from(new Uint32Array([meta.length]).buffer));
  const data = Buffer.concat([
    element(0x0008, 0x0060, 'CS', text('CT')),
    element(0x0010, 0x0010, 'PN', text('Test^Patient')),
    element(0x0018, 0x0050, 'DS', text(thickness)),
    element(0x0020, 0x0013, 'IS', text(String(instance))),
    element(0x0028, 0x0010, 'US', u16(rows)),
    element(0x0028, 0x0011, 'US', u16(columns)),
    element(0x7fe0, 0x0010, 'OW', Buffer.alloc(rows * columns * 2, instance)),
  ]);
  return Buffer.concat([Buffer.alloc(128), text('DICM'), metaLength, meta, data]);
}

/** A deflated zip of these files. */
export function zipOf(files: { name: string; bytes: Buffer }[]) {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const f of files) {
    const name = text(f.name);
    const data = deflateRawSync(f.bytes);
    const crc = crc32(f.bytes);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(f.bytes.length, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(f.bytes.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A CBCT export: `slices` DICOM slices in a folder, and a DICOMDIR, zipped. */
export function dicomSeriesZip(slices = 12) {
  return zipOf([
    { name: 'CBCT/DICOMDIR', bytes: Buffer.alloc(200) },
    ...Array.from({ length: slices }, (_, i) => ({ name: `CBCT/IMG${String(i + 1).padStart(4, '0')}.dcm`, bytes: dicomSlice({ instance: i + 1 }) })),
  ]);
}

/** A zip bomb: one entry of 64 MB of zeros, a few tens of kilobytes compressed. */
export const zipBomb = () => zipOf([{ name: 'scan.dcm', bytes: Buffer.alloc(64 * 1024 * 1024) }]);

/** A tetrahedron as binary STL. */
export function binaryStl(triangles = 4) {
  const out = Buffer.alloc(84 + triangles * 50);
  out.write('binary STL of a test tooth', 0, 'latin1');
  out.writeUInt32LE(triangles, 80);
  for (let i = 0; i < triangles * 12; i++) out.writeFloatLE((i % 7) / 3, 84 + Math.floor(i / 12) * 50 + (i % 12) * 4);
  return out;
}

export const asciiStl = () =>
  text('solid tooth\n facet normal 0 0 1\n  outer loop\n   vertex 0 0 0\n   vertex 1 0 0\n   vertex 0 1 0\n  endloop\n endfacet\nendsolid tooth\n');

export const ply = () =>
  text(
    'ply\nformat ascii 1.0\nelement vertex 3\nproperty float x\nproperty float y\nproperty float z\nelement face 1\nproperty list uchar int vertex_indices\nend_header\n0 0 0\n1 0 0\n0 1 0\n3 0 1 2\n',
  );

export const obj = () => text('# upper arch\no arch\nv 0 0 0\nv 1 0 0\nv 0 1 0\nvn 0 0 1\nf 1//1 2//1 3//1\n');

/** A Windows executable, as a renamed scan would arrive. */
export const executable = () => Buffer.concat([text('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(256, 1)]);

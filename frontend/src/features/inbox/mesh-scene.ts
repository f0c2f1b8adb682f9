// Part of the 3D viewer's chunk (three.js): only mesh-viewer.tsx imports it.
import { AmbientLight, Box3, Color, DirectionalLight, PerspectiveCamera, Scene, Sphere, WebGLRenderer, type Object3D } from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { disposeObject } from './parse-mesh';

/** What the viewer's buttons do, and the cleanup. */
export interface MeshScene {
  /** A step around the vertical axis: 1 to the left, -1 to the right. */
  rotate: (direction: 1 | -1) => void;
  /** A step closer (1) or further away (-1). */
  zoom: (direction: 1 | -1) => void;
  /** Back to the first view. */
  reset: () => void;
  /** Releases the renderer, the controls, the geometries and materials, and the WebGL context. */
  dispose: () => void;
}

const ROTATE_STEP = Math.PI / 8;
const ZOOM_STEP = 0.8;
/** The camera's distance for an object scaled to a radius of 1, so it fills the view at a 40° field of view. */
const DISTANCE = 3;

/**
 * Draws `object` on `canvas`, centred and scaled to fit, lit from the viewer's side, sized to `frame` (and kept so);
 * OrbitControls turn it by dragging and zoom it by wheel or pinch. Draws only when something changes.
 */
export function createMeshScene(canvas: HTMLCanvasElement, frame: HTMLElement, object: Object3D): MeshScene {
  const renderer = new WebGLRenderer({ canvas, antialias: true });
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  const scene = new Scene();
  scene.background = new Color(0xf1f3f5);

  const sphere = new Box3().setFromObject(object).getBoundingSphere(new Sphere());
  const scale = sphere.radius > 0 ? 1 / sphere.radius : 1;
  object.scale.setScalar(scale);
  object.position.copy(sphere.center).multiplyScalar(-scale);
  scene.add(object);

  const camera = new PerspectiveCamera(40, 1, 0.01, 100);
  // From the front, a little to the right and above: a cube or an arch shows its depth at once.
  camera.position.set(0.8, 0.7, 2.4).setLength(DISTANCE);
  // A key light that moves with the camera, so the side in view is always lit; soft light fills the rest.
  const key = new DirectionalLight(0xffffff, 2.4);
  key.position.set(1, 1.5, 2);
  camera.add(key);
  const fill = new AmbientLight(0xffffff, 0.7);
  scene.add(camera, fill);

  const controls = new OrbitControls(camera, canvas);
  controls.minDistance = 0.3;
  controls.maxDistance = 20;
  controls.saveState();

  const render = () => renderer.render(scene, camera);
  controls.addEventListener('change', render);
  const resize = () => {
    const { clientWidth: width, clientHeight: height } = frame;
    if (!width || !height) return;
    renderer.setSize(width, height, false);
    camera.aspect = width / height;
    camera.updateProjectionMatrix();
    render();
  };
  const observer = new ResizeObserver(resize);
  observer.observe(frame);
  resize();

  return {
    rotate: (direction) => controls.rotateLeft(direction * ROTATE_STEP),
    zoom: (direction) => (direction === 1 ? controls.dollyIn(ZOOM_STEP) : controls.dollyOut(ZOOM_STEP)),
    reset: () => controls.reset(),
    dispose: () => {
      observer.disconnect();
      controls.removeEventListener('change', render);
      controls.dispose();
      disposeObject(object);
      key.dispose();
      renderer.dispose();
      renderer.forceContextLoss();
    },
  };
}

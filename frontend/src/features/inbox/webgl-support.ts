/**
 * Whether this browser can draw WebGL (turned off by policy, by the user, or missing in a headless browser). The
 * test context is released at once: browsers keep only a few alive per page.
 */
export function hasWebGL(): boolean {
  try {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    if (!gl) return false;
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return true;
  } catch {
    return false;
  }
}

/** An image that has finished loading and has nothing to show: its address failed. */
export const imageFailed = (img: HTMLImageElement) => img.complete && img.naturalWidth === 0 && !!img.getAttribute('src');

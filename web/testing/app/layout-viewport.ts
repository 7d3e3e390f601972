/**
 * jsdom lays nothing out and has no visual viewport: this gives it one of `width` × `height` (and the
 * document the same client size), within which React Aria sizes and places overlays. Call it before an
 * overlay's module loads: some read it once.
 */
export function installLayoutViewport(width = 1024, height = 768) {
  Object.defineProperty(window, 'visualViewport', {
    configurable: true,
    value: Object.assign(new EventTarget(), {
      width,
      height,
      offsetTop: 0,
      offsetLeft: 0,
      pageTop: 0,
      pageLeft: 0,
      scale: 1,
    }),
  })
  Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: width })
  Object.defineProperty(document.documentElement, 'clientHeight', { configurable: true, value: height })
}

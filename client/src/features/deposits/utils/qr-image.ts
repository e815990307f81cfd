/** The server's SVG QR code as an image source (an <img>, so nothing in it can run). */
export function qrImageSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

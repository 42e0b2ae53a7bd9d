export { ndaPdf } from './nda-pdf';
export { watermarkImage } from './watermark-image';
export { watermarkPdf } from './watermark-pdf';
export { markDate, RenderError } from './types';

export { FileViewer } from './file-viewer.tsx';

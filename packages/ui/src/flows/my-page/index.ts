/**
 * The specialist's page editor and its work modal: apart from the kit's main barrel because they
 * bring the rich-text editor (Tiptap, ProseMirror), which the web app loads in its own chunk.
 */
export * from '../../components/rich-text-editor/rich-text-editor';
export * from './my-page';
export * from './work-modal';

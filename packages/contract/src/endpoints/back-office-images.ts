/**
 * The back office's calls for the images uploaded by editors, resized on upload (issue 27), each declared once with its staff roles.
 */
export {};

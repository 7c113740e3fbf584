import type { Certificate } from '@academy/machines';
import type { ExpertWork } from '../expert-works/expert-works';
import type { ExpertProfileData } from './expert-profile';

/** A specialist's public page as the stories show it (Romanian texts, demo images). */
export const expertFixture: ExpertProfileData = {
  name: 'Ana Munteanu',
  image: '/demo/content/specialist.svg',
  specialization: 'Cosmetolog estetician, peeling și îngrijire facială',
  consultation_price: 500,
  currency: 'mdl',
  address: 'Chișinău, str. București 67',
  description:
    '<h3>Despre mine</h3><p>Lucrez cu pielea sensibilă de <strong>12 ani</strong>: peelinguri blânde, îngrijire după proceduri și planuri de îngrijire acasă.</p><ul><li>Peeling chimic superficial</li><li>Îngrijire facială pentru acnee</li></ul><p>Mai multe pe <a href="https://example.md/ana">pagina mea</a>.</p>',
};

const noTitles = { title_ro: null, title_ru: null, title_en: null, title_fr: null, title_es: null };

/** Three shown (a titled image, an untitled image, a PDF) and one hidden. */
export const expertCertificatesFixture: Certificate[] = [
  {
    id: 1,
    image: '/demo/content/diploma-1.svg',
    show: true,
    for_completing_the_course: false,
    ...noTitles,
    title_ro: 'Diplomă de cosmetolog',
    title_en: 'Cosmetologist diploma',
  },
  {
    id: 2,
    image: '/demo/content/diploma-2.svg',
    show: true,
    for_completing_the_course: false,
    ...noTitles,
  },
  {
    id: 3,
    image: '/demo/content/certificate.pdf',
    show: true,
    for_completing_the_course: false,
    ...noTitles,
    title_ro: 'Certificat de peeling chimic',
  },
  {
    id: 4,
    image: '/demo/content/diploma-3.svg',
    show: false,
    for_completing_the_course: false,
    ...noTitles,
    title_ro: 'Ascuns',
  },
];

/** Four before/after slides: more than the three a wide screen shows. */
export const expertWorksFixture: ExpertWork[] = [
  {
    id: 1,
    title: 'Peeling pentru pete pigmentare',
    description: '<p>Trei ședințe, la o lună distanță.</p>',
    image: '/demo/catalogue/course-1.svg',
  },
  {
    id: 2,
    title: 'Îngrijire pentru acnee',
    description: '<p>Plan de trei luni, cu <strong>îngrijire acasă</strong>.</p>',
    image: '/demo/catalogue/course-2.svg',
  },
  { id: 3, title: 'Hidratare profundă', description: '', image: '/demo/catalogue/course-3.svg' },
  {
    id: 4,
    title: 'Lifting fără ace',
    description: '<p>Masaj și microcurenți.</p>',
    image: '/demo/catalogue/course-4.svg',
  },
];

import type { MyPageProfile, WorkSlide } from '@academy/machines';
import {
  expertCertificatesFixture,
  expertFixture,
  expertWorksFixture,
} from '../../blocks/expert-profile/expert.fixtures';

/** The public page's fixtures, as the editor loads them (stories only). */
export const myPageProfileFixture: MyPageProfile = {
  id: 7,
  name: expertFixture.name,
  image: expertFixture.image,
  specialization: expertFixture.specialization ?? '',
  consultation_price: expertFixture.consultation_price,
  currency: expertFixture.currency,
  address: expertFixture.address ?? '',
  // The editor's content sits under the page's h1: its headings start at h2.
  description: (expertFixture.description ?? '').replaceAll('h3>', 'h2>'),
  landing_page_is_active: true,
  my_page_available: true,
};
export const myPageCertificatesFixture = expertCertificatesFixture;
export const myPageWorksFixture: WorkSlide[] = expertWorksFixture.map((work) => ({
  ...work,
  description: work.description ?? '',
}));

/** The slide the work modal's stories edit. */
export const myPageWorkFixture: WorkSlide = {
  id: 3,
  title: 'Peeling pentru pete pigmentare',
  description: '<p>Trei ședințe, la o lună distanță.</p>',
  image: '/demo/catalogue/course-1.svg',
};

import type { Course } from '@academy/contract';
import { absoluteUrl as absolute, plainDescription } from './page-head';
import { siteConfig } from './site-config';

/**
 * schema.org data of the public pages (JSON-LD, issue 14), from the data the page already has.
 * URLs are absolute, as search engines want them.
 */
const CONTEXT = 'https://schema.org';

/** Home: the academy itself. */
export function organizationLd(name: string) {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name,
    url: absolute('/'),
    logo: absolute('/favicon.svg'),
    email: siteConfig.email,
    sameAs: siteConfig.socials.map((social) => social.href),
  };
}

/** A course page: the course, offered by the academy at its price after the discount. */
export function courseLd(
  course: Pick<Course, 'title' | 'image'> & { description: string; final_price: number },
  provider: string,
) {
  return {
    '@context': CONTEXT,
    '@type': 'Course',
    name: course.title,
    description: plainDescription(course.description, 500),
    image: absolute(course.image),
    provider: { '@type': 'Organization', name: provider, url: absolute('/') },
    offers: {
      '@type': 'Offer',
      category: course.final_price === 0 ? 'Free' : 'Paid',
      price: course.final_price,
      priceCurrency: 'EUR',
    },
  };
}

/** An article or a promotion. */
export function articleLd(item: { title: string; image: string; date: string }, publisher: string) {
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: item.title,
    image: absolute(item.image),
    datePublished: item.date,
    publisher: { '@type': 'Organization', name: publisher, url: absolute('/') },
  };
}

/** A specialist's page. */
export function personLd(profile: {
  name: string;
  description: string;
  image: string | null;
  city: string;
}) {
  return {
    '@context': CONTEXT,
    '@type': 'Person',
    name: profile.name,
    description: plainDescription(profile.description, 500),
    ...(profile.image ? { image: absolute(profile.image) } : {}),
    ...(profile.city
      ? { address: { '@type': 'PostalAddress', addressLocality: profile.city } }
      : {}),
  };
}

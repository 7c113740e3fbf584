import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  aboutPage,
  authorGallery,
  authors,
  blogArticles,
  faqItems,
  heroSlides,
  promotions,
  regionInfo,
  reviewSlides,
  usefulInfo,
} from '../db/schema';
import { ABOUT_PAGE, COURSES_AUTHOR, REGION_INFO } from './data/about';
import { ARTICLE_EXCERPT, ARTICLES, articleBody } from './data/blog';
import { FAQ } from './data/faq';
import { HERO_BUTTON, HERO_SLIDES, REVIEW_SLIDES } from './data/home-slides';
import { PROMOTIONS } from './data/promotions';
import { USEFUL_INFO } from './data/useful-info';
import { media } from './text';

export async function seedContent(db: Db) {
  await db
    .insert(faqItems)
    .values(FAQ.map(([name, description], position) => ({ name, description, position })));
  await db.insert(regionInfo).values(REGION_INFO);
  await db.insert(heroSlides).values(
    HERO_SLIDES.map(([title, description, link], i) => ({
      image: media(`slides/hero-${i + 1}.svg`),
      imageMobileThumbnail: media(`slides/hero-${i + 1}-mobile.svg`),
      imageTabletThumbnail: media(`slides/hero-${i + 1}.svg`),
      imageLaptopThumbnail: media(`slides/hero-${i + 1}.svg`),
      imagePcThumbnail: media(`slides/hero-${i + 1}.svg`),
      title,
      description,
      buttonLink: link,
      buttonIsActive: i !== 2,
      buttonName: HERO_BUTTON,
      position: i,
    })),
  );
  await db.insert(reviewSlides).values(REVIEW_SLIDES);
  await db.insert(aboutPage).values(ABOUT_PAGE);
  const [author] = await db.insert(authors).values(COURSES_AUTHOR).returning({ id: authors.id });
  if (author) {
    await db.insert(authorGallery).values(
      [1, 2, 3, 4].map((n) => ({
        authorId: author.id,
        image: media(`gallery/diploma-${n}.svg`),
        imageThumbnail: media(`gallery/diploma-${n}.svg`),
      })),
    );
  }
  await db.insert(blogArticles).values(
    ARTICLES.map(([slug, title], i) => ({
      slug,
      title,
      excerpt: ARTICLE_EXCERPT,
      body: articleBody(title),
      image: media(`blog/article-${i + 1}.svg`),
      publishedAt: sql`now() - make_interval(days => ${(i + 1) * 9})`,
    })),
  );
  await db.insert(promotions).values(PROMOTIONS);
  await db.insert(usefulInfo).values(USEFUL_INFO);
}

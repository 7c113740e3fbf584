import type { CourseCardData } from './course-card';

type DemoCourse = CourseCardData & { category: number };

const course1: DemoCourse = {
  id: 1,
  title: 'Injectable contouring: lips and mid-face',
  image: '/demo/catalogue/course-1.svg',
  tags: [{ id: 1, title: 'Juvederm' }],
  time: '6 h 40 min',
  price: 320,
  discount: 20,
  is_new: true,
  category: 3,
};
const course2: DemoCourse = {
  id: 2,
  title: 'Chemical peels in everyday practice',
  image: '/demo/catalogue/course-2.svg',
  tags: [
    { id: 2, title: 'Skin Tech' },
    { id: 3, title: 'Medik8' },
  ],
  time: '3 h 15 min',
  price: 180,
  discount: 0,
  category: 3,
};
const course3: DemoCourse = {
  id: 3,
  title: 'Introduction to facial anatomy',
  image: '/demo/catalogue/course-3.svg',
  tags: [{ id: 4, title: 'Academy' }],
  time: '1 h 50 min',
  price: 0,
  is_free: true,
  category: 4,
};
const course4: DemoCourse = {
  id: 4,
  title: 'Botulinum therapy: advanced protocols',
  image: '/demo/catalogue/course-4.svg',
  tags: [{ id: 5, title: 'Dysport' }],
  time: '8 h 05 min',
  price: 450,
  discount: 15,
  category: 4,
};
const course5: DemoCourse = {
  id: 5,
  title: 'Thread lifting step by step',
  image: '/demo/catalogue/course-5.svg',
  tags: [{ id: 6, title: 'Aptos' }],
  time: '4 h 30 min',
  price: 390,
  category: 8,
};
const course6: DemoCourse = {
  id: 6,
  title: 'Mesotherapy for hair and scalp',
  image: '/demo/catalogue/course-6.svg',
  tags: [{ id: 7, title: 'Dr. Cyj' }],
  time: '2 h 45 min',
  price: 150,
  discount: 33,
  is_new: true,
  category: 8,
};
const course7: DemoCourse = {
  id: 7,
  title: 'Nutrition and hormones after 40',
  image: '/demo/catalogue/course-7.svg',
  tags: [{ id: 8, title: 'Longevity' }],
  time: '5 h 10 min',
  price: 270,
  category: 10,
};
const course8: DemoCourse = {
  id: 8,
  title: 'Biomarkers of biological age',
  image: '/demo/catalogue/course-8.svg',
  tags: [{ id: 8, title: 'Longevity' }],
  time: '3 h 20 min',
  price: 240,
  discount: 10,
  category: 10,
};

/** Demo courses for stories (server content, so not translated). */
export const DEMO_COURSES: DemoCourse[] = [
  course1,
  course2,
  course3,
  course4,
  course5,
  course6,
  course7,
  course8,
];
export const DEMO_COURSE_DISCOUNTED = course1;
export const DEMO_COURSE_PLAIN = course2;
export const DEMO_COURSE_FREE = course3;

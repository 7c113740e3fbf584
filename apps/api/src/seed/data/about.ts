import { media, t } from '../text';

/** The academy's phones and addresses in each region. */
export const REGION_INFO = {
  phoneEu: '+34 611 204 118',
  phoneMd: '+373 69 123 456',
  phoneRo: '+40 721 345 678',
  phoneRu: '+7 495 123 45 67',
  addressEu: 'Calle de Alcalá 48, 28014 Madrid, España',
  addressMd: 'str. Ștefan cel Mare 126, Chișinău, Moldova',
  addressRo: 'Bd. Unirii 15, București, România',
  addressRu: 'ул. Тверская 12, Москва, Россия',
};

/** The About page. */
export const ABOUT_PAGE = {
  title: t(
    'Despre academie',
    'Об академии',
    'About the academy',
    "À propos de l'académie",
    'Sobre la academia',
  ),
  shortDescription: t(
    'Educație online pentru cosmetologi și medici din 2016.',
    'Онлайн-обучение для косметологов и врачей с 2016 года.',
    'Online education for cosmetologists and doctors since 2016.',
    'Formation en ligne pour esthéticiennes et médecins depuis 2016.',
    'Formación en línea para cosmetólogos y médicos desde 2016.',
  ),
  mission: t(
    'Misiunea noastră este să facem accesibile cele mai bune practici de cosmetologie, medicină estetică, masaj și medicina longevității. Fiecare curs este filmat în cabinet real, cu pacienți reali, și însoțit de protocoale pe care le puteți aplica imediat. Credem că frumusețea este o consecință a sănătății.',
    'Наша миссия — сделать доступными лучшие практики косметологии, эстетической медицины, массажа и медицины долголетия. Каждый курс снят в настоящем кабинете с реальными пациентами и сопровождается протоколами, которые можно сразу применить. Мы верим, что красота — следствие здоровья.',
    'Our mission is to make the best practices of cosmetology, aesthetic medicine, massage and longevity medicine accessible. Every course is filmed in a real clinic with real patients and comes with protocols you can apply at once. We believe beauty follows from health.',
    'Notre mission est de rendre accessibles les meilleures pratiques de cosmétologie, de médecine esthétique, de massage et de médecine de la longévité. Chaque cours est filmé dans un vrai cabinet avec de vrais patients et accompagné de protocoles applicables immédiatement. Nous croyons que la beauté découle de la santé.',
    'Nuestra misión es hacer accesibles las mejores prácticas de cosmetología, medicina estética, masaje y medicina de la longevidad. Cada curso se graba en una clínica real con pacientes reales e incluye protocolos que puede aplicar de inmediato. Creemos que la belleza es consecuencia de la salud.',
  ),
};

/** The author of the courses, shown on Home and the About page (her gallery: diplomas 1 to 4). */
export const COURSES_AUTHOR = {
  title: t(
    'Autorul cursurilor',
    'Автор курсов',
    'Author of the courses',
    'Autrice des cours',
    'Autora de los cursos',
  ),
  subTitle: t(
    'Dr. Ecaterina Lungu',
    'Д-р Екатерина Лунгу',
    'Dr. Ecaterina Lungu',
    'Dr Ecaterina Lungu',
    'Dra. Ecaterina Lungu',
  ),
  specialization: t(
    'Dermatolog, cosmetolog, medic al longevității',
    'Дерматолог, косметолог, врач превентивной медицины',
    'Dermatologist, cosmetologist, longevity physician',
    'Dermatologue, esthéticienne, médecin de la longévité',
    'Dermatóloga, cosmetóloga, médica de la longevidad',
  ),
  descriptionShort: t(
    '20 de ani de practică și peste 5000 de studenți.',
    '20 лет практики и более 5000 учеников.',
    '20 years of practice and more than 5,000 students.',
    '20 ans de pratique et plus de 5 000 élèves.',
    '20 años de práctica y más de 5000 alumnos.',
  ),
  image: media('people/person-5.svg'),
};

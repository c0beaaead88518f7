/**
 * The parent reviews, one list for the whole site: home shows six, the reviews page all eight,
 * other pages quote one by id, so a child never appears with two parents or two stories.
 *
 * SAMPLE CONTENT: these are not real reviews. Before launch the practice replaces them with
 * real reviews it has the families' written permission to publish
 * (docs/launch.md#launch-checklist).
 */

import type { ArtName } from './art';

export type Review = {
  id: string;
  parent: string;
  parentRole: 'mom' | 'dad';
  /** The child's first name and age, as the parent gave them. */
  child: string;
  age: number;
  /** Month of the review, `YYYY-MM`: a static page shows month and year, never "2 weeks ago". */
  date: string;
  text: { en: string; es: string };
  /** The reviewer's illustrated avatar (content/art.ts), until real photos or initials. */
  avatar: Extract<ArtName, `avatar/${string}`>;
};

/** True until the practice has replaced the list with real, authorized reviews. */
export const reviewsAreSamples = true;

export const reviews = [
  {
    id: 'sofia-first-tools',
    avatar: 'avatar/1',
    parent: 'María G.',
    parentRole: 'mom',
    child: 'Sofía',
    age: 4,
    date: '2025-09',
    text: {
      en: 'Sofía used to cry at the dentist. Here they showed her every tool first and let her hold the mirror. Now she asks when she can go back!',
      es: 'Sofía lloraba cada vez que íbamos al dentista. Aquí primero le enseñaron cada instrumento y la dejaron sostener el espejito. ¡Ahora pregunta cuándo puede regresar!',
    },
  },
  {
    id: 'mateo-sensory-visit',
    avatar: 'avatar/2',
    parent: 'Veronica L.',
    parentRole: 'mom',
    child: 'Mateo',
    age: 7,
    date: '2025-08',
    text: {
      en: 'Mateo has autism, and loud sounds and bright lights used to make every dental visit end in tears. Here they let us come in first just to look around, turned the lights down and gave him headphones. The dentist counted every step with him and let him hold the little mirror. For the first time, he walked out smiling and asked when he could come back.',
      es: 'Mateo tiene autismo, y los ruidos fuertes y las luces brillantes hacían que cada visita al dentista terminara en llanto. Aquí nos dejaron ir antes solo para conocer el lugar, bajaron las luces y le dieron audífonos. La dentista fue contando con él cada paso y lo dejó sostener el espejito. Por primera vez salió sonriendo y preguntó cuándo podía regresar.',
    },
  },
  {
    id: 'nora-chipped-tooth',
    avatar: 'avatar/3',
    parent: 'Ryan D.',
    parentRole: 'dad',
    child: 'Nora',
    age: 10,
    date: '2025-06',
    text: {
      en: 'Nora chipped her front tooth at soccer practice on a Thursday evening. When I called, they told us to keep the broken piece in milk, and the dentist saw her first thing the next morning. The tooth was repaired with a tooth-colored filling and you can hardly tell. Such a relief for our whole family.',
      es: 'Nora se despostilló un diente de enfrente en el entrenamiento de fútbol un jueves por la tarde. Cuando llamé, nos dijeron que guardáramos el pedacito en leche, y la dentista la atendió a primera hora de la mañana siguiente. Le repararon el diente con una resina del color del diente y casi no se nota. Fue un gran alivio para toda la familia.',
    },
  },
  {
    id: 'anika-braces',
    avatar: 'avatar/4',
    parent: 'Priya S.',
    parentRole: 'mom',
    child: 'Anika',
    age: 13,
    date: '2025-04',
    text: {
      en: "Anika's braces were explained clearly from day one. The team showed her how to clean around the brackets and which foods to skip, the adjustment visits are quick, and she loves her new smile.",
      es: 'Desde el primer día le explicaron a Anika muy claramente todo sobre sus frenos. El equipo le enseñó a limpiar alrededor de los brackets y qué alimentos evitar, las citas de ajuste son rápidas y le encanta su nueva sonrisa.',
    },
  },
  {
    id: 'camila-medi-cal',
    avatar: 'avatar/5',
    parent: 'Yesenia V.',
    parentRole: 'mom',
    child: 'Camila',
    age: 4,
    date: '2025-02',
    text: {
      en: 'We have Medi-Cal, and I was worried we would be treated differently. Camila was treated like every other child, everyone was kind, and the dentist showed me her two small cavities on the screen and explained our options with no pressure.',
      es: 'Tenemos Medi-Cal y me preocupaba que nos trataran diferente. A Camila la atendieron como a cualquier otro niño, todos fueron amables, y la dentista me mostró en la pantalla sus dos caries pequeñas y me explicó las opciones sin presionarme.',
    },
  },
  {
    id: 'mia-first-visit',
    avatar: 'avatar/6',
    parent: 'Vanessa R.',
    parentRole: 'mom',
    child: 'Mía',
    age: 2,
    date: '2024-12',
    text: {
      en: "Mía's first dental visit went so much better than I expected. The hygienist counted her teeth with her, and the exam was done with Mía sitting on my lap. I learned how to brush her teeth at this age and why they paint on fluoride. We already booked her next checkup.",
      es: 'La primera visita de Mía al dentista salió mucho mejor de lo que esperaba. La higienista contó sus dientes con ella y la revisaron sentada en mis piernas. Aprendí cómo cepillarle los dientes a esta edad y por qué le ponen flúor. Ya hicimos la cita para su próxima revisión.',
    },
  },
  {
    id: 'emiliano-grandmother',
    avatar: 'avatar/7',
    parent: 'Guadalupe S.',
    parentRole: 'mom',
    child: 'Emiliano',
    age: 5,
    date: '2024-10',
    text: {
      en: 'My mom takes Emiliano to his checkups while I am at work, and she only speaks Spanish. We signed the form that lets her bring him, and the front desk and the dentist explain everything to her in Spanish. She says she finally feels comfortable asking questions. For our family, that means a lot.',
      es: 'Mi mamá lleva a Emiliano a sus revisiones mientras yo trabajo, y ella solo habla español. Firmamos el formulario que le permite llevarlo, y las recepcionistas y la dentista le explican todo en español. Dice que por fin se siente con confianza para hacer preguntas. Para nuestra familia, eso significa mucho.',
    },
  },
  {
    id: 'lucas-laughing-gas',
    avatar: 'avatar/8',
    parent: 'Angela C.',
    parentRole: 'mom',
    child: 'Lucas',
    age: 7,
    date: '2024-08',
    text: {
      en: 'Lucas needed two fillings and was terrified of the shot. They offered laughing gas, and he said it made him feel floaty and giggly. The fillings are tooth-colored, and he was back to his normal self before we even got to the car.',
      es: 'Lucas necesitaba dos empastes y le tenía pánico a la inyección. Le ofrecieron gas de la risa y dijo que se sintió como flotando y con ganas de reír. Los empastes son del color del diente, y ya estaba como siempre antes de llegar al carro.',
    },
  },
] as const satisfies readonly Review[];

export type ReviewId = (typeof reviews)[number]['id'];

/** The six reviews of the home page, in order. */
export const homeReviewIds = [
  'sofia-first-tools',
  'nora-chipped-tooth',
  'mateo-sensory-visit',
  'anika-braces',
  'camila-medi-cal',
  'mia-first-visit',
] as const satisfies readonly ReviewId[];

/** The review the special-needs page quotes. */
export const specialNeedsReviewId: ReviewId = 'mateo-sensory-visit';

export function reviewById(id: ReviewId): Review {
  const review = reviews.find((r) => r.id === id);
  if (!review) throw new Error(`content/reviews.ts: no review ${id}`);
  return review;
}

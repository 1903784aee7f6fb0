/**
 * The rewards programme's sample trivias and completions. Pure and deterministic (fixed
 * faker seeds, dates counted from `now`): the same arguments give the same records.
 *
 * Not registered in the seed registry yet: wiring them in also needs the `trivia` entries
 * of the points ledger (refId = completion id, delta = pointsAwarded) and the members'
 * points to match, which the members sample does not give today.
 */
import { newFaker } from './faker';
import {
  pointsForScore,
  scoreAnswers,
  type Trivia,
  type TriviaCompletion,
} from '../../modules/trivias/trivia.types';
import { ADMIN_ACCOUNT_ID } from './accounts';

const TRIVIAS_SEED = 20_261_129;
const COMPLETIONS_SEED = 20_261_130;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** About this many completions, shared among the trivias already started. */
export const SAMPLE_COMPLETION_COUNT = 40;

interface QuestionText {
  text: string;
  options: string[];
  answer: number;
}

interface TriviaText {
  title: string;
  description: string;
  points: number;
  active: boolean;
  /** Days from now: negative in the past. */
  startsIn: number;
  endsIn: number;
  questions: QuestionText[];
}

const TRIVIAS: readonly TriviaText[] = [
  {
    title: 'Reuniones que sí funcionan',
    description: 'Cinco preguntas sobre cómo aprovechar el tiempo de todos en una reunión.',
    points: 50,
    active: true,
    startsIn: -10,
    endsIn: 20,
    questions: [
      {
        text: '¿Qué debería recibir cada asistente antes de una reunión?',
        options: ['Una agenda con el objetivo', 'Solo la hora', 'Un regalo', 'Nada'],
        answer: 0,
      },
      {
        text: 'Si una reunión no tiene un objetivo claro, lo mejor es…',
        options: ['Alargarla', 'Cancelarla o convertirla en un mensaje', 'Invitar a más gente'],
        answer: 1,
      },
      {
        text: '¿Quién debería tomar las notas y acuerdos?',
        options: ['Nadie', 'Todos a la vez', 'Una persona designada al inicio'],
        answer: 2,
      },
      {
        text: '¿Cuánto dura, como regla, una reunión de seguimiento diaria?',
        options: ['15 minutos', '1 hora', '2 horas', 'Lo que haga falta'],
        answer: 0,
      },
      {
        text: 'Al terminar, cada acuerdo debe tener…',
        options: ['Un responsable y una fecha', 'Un aplauso', 'Otra reunión'],
        answer: 0,
      },
    ],
  },
  {
    title: 'Remote work etiquette',
    description: 'Four questions on working well with colleagues you rarely see in person.',
    points: 40,
    active: true,
    startsIn: -3,
    endsIn: 11,
    questions: [
      {
        text: 'Your status says "Focus time". A colleague should…',
        options: ['Call you at once', 'Leave a message for later', 'Email your manager'],
        answer: 1,
      },
      {
        text: 'In a video call with more than five people, your microphone should be…',
        options: ['Always on', 'Muted unless you are speaking', 'Unplugged'],
        answer: 1,
      },
      {
        text: 'The best place for a decision the whole team needs is…',
        options: ['A private chat', 'Your memory', 'The shared channel or document', 'A voicemail'],
        answer: 2,
      },
      {
        text: 'Working from another time zone, you should share…',
        options: ['Your usual working hours', 'Nothing', 'Your home address'],
        answer: 0,
      },
    ],
  },
  {
    title: 'Seguridad de la información en el día a día',
    description: 'Seis situaciones reales: ¿sabes qué hacer con contraseñas, correos y equipos?',
    points: 60,
    active: true,
    startsIn: -25,
    endsIn: 5,
    questions: [
      {
        text: 'Un correo urgente te pide tu contraseña para «verificar la cuenta». ¿Qué haces?',
        options: ['La envío', 'Lo reporto como phishing', 'Respondo preguntando por qué'],
        answer: 1,
      },
      {
        text: '¿Cuál es la contraseña más segura?',
        options: ['123456', 'Mi fecha de nacimiento', 'Una frase larga y única', 'Password1'],
        answer: 2,
      },
      {
        text: 'Te levantas de tu lugar cinco minutos. Tu equipo debe quedar…',
        options: ['Bloqueado', 'Encendido y abierto', 'Con una nota con la contraseña'],
        answer: 0,
      },
      {
        text: '¿Dónde se guardan los documentos de clientes?',
        options: ['En una memoria USB personal', 'En el repositorio aprobado', 'En mi correo'],
        answer: 1,
      },
      {
        text: 'La verificación en dos pasos sirve para…',
        options: [
          'Entrar más rápido',
          'Proteger la cuenta aunque roben la contraseña',
          'Nada importante',
        ],
        answer: 1,
      },
      {
        text: 'Encuentras una memoria USB en el estacionamiento. Lo correcto es…',
        options: ['Conectarla para ver de quién es', 'Entregarla a soporte sin abrirla', 'Tirarla'],
        answer: 1,
      },
    ],
  },
  {
    title: 'Know your benefits',
    description: 'Five questions on the benefits of the programme and how to use them.',
    points: 30,
    active: true,
    startsIn: -60,
    endsIn: -30,
    questions: [
      {
        text: 'Points for an approved invoice reach your balance…',
        options: ['When it is approved', 'At the end of the year', 'Never'],
        answer: 0,
      },
      {
        text: 'A blocked member keeps their points but cannot…',
        options: ['See them', 'Redeem them', 'Log in to the office'],
        answer: 1,
      },
      {
        text: 'A trivia can be answered…',
        options: ['Once per member', 'Once a day', 'As often as you like'],
        answer: 0,
      },
      {
        text: 'A wrong balance is corrected by…',
        options: ['Editing past entries', 'A new adjustment entry with a reason', 'Deleting it'],
        answer: 1,
      },
      {
        text: 'Which of these is a reward of the catalogue?',
        options: ['An extra day off', 'A pay rise', 'A promotion', 'A new desk colleague'],
        answer: 0,
      },
    ],
  },
  {
    title: 'Bienestar y pausas activas',
    description: 'Próximamente: cuatro preguntas sobre cuidarse durante la jornada.',
    points: 45,
    active: false,
    startsIn: 7,
    endsIn: 37,
    questions: [
      {
        text: '¿Cada cuánto conviene levantarse del escritorio?',
        options: ['Cada hora', 'Una vez al día', 'Nunca'],
        answer: 0,
      },
      {
        text: 'La regla 20-20-20 para la vista consiste en mirar…',
        options: [
          'A 20 pies de distancia durante 20 segundos cada 20 minutos',
          '20 pantallas a la vez',
          'El reloj 20 veces',
        ],
        answer: 0,
      },
      {
        text: 'Para una buena postura, la parte superior del monitor debe estar…',
        options: ['A la altura de los ojos', 'Sobre la cabeza', 'A la altura del pecho'],
        answer: 0,
      },
      {
        text: '¿Qué bebida es la mejor compañera de la jornada?',
        options: ['Agua', 'Refresco', 'Bebida energética', 'Café sin límite'],
        answer: 0,
      },
    ],
  },
];

/**
 * Five trivias, mixed Spanish and English: three open at `now`, one ended, and one not
 * started yet, which is the inactive one (a draft).
 */
export function triviasSample(now: Date): Trivia[] {
  const faker = newFaker('base');
  faker.seed(TRIVIAS_SEED);
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  return TRIVIAS.map((trivia) => {
    const createdAt = at(Math.min(trivia.startsIn - 2, -1));
    return {
      id: faker.string.uuid(),
      title: trivia.title,
      description: trivia.description,
      questions: trivia.questions.map((question) => ({
        id: faker.string.uuid(),
        text: question.text,
        options: [...question.options],
        answer: question.answer,
      })),
      points: trivia.points,
      active: trivia.active,
      startsAt: at(trivia.startsIn),
      endsAt: at(trivia.endsIn),
      createdAt,
      updatedAt: createdAt,
    };
  });
}

/**
 * About 40 completions of the trivias started before `now`, shared evenly among them:
 * only by active members, at most one per member and trivia, scored as the server scores,
 * each completed inside its trivia's dates and before `now`; oldest first.
 */
export function completionsSample(
  trivias: readonly Trivia[],
  members: readonly { id: string; status: string }[],
  now: Date,
): TriviaCompletion[] {
  const faker = newFaker('base');
  faker.seed(COMPLETIONS_SEED);
  const active = members.filter((member) => member.status === 'active');
  const started = trivias.filter((trivia) => Date.parse(trivia.startsAt) < now.getTime());
  const completions: TriviaCompletion[] = [];
  started.forEach((trivia, index) => {
    const from = Date.parse(trivia.startsAt);
    // A minute's margin: every completion is strictly before the end and before now.
    const to = Math.min(Date.parse(trivia.endsAt), now.getTime()) - MINUTE_MS;
    if (to <= from) return;
    const share =
      Math.floor(SAMPLE_COMPLETION_COUNT / started.length) +
      (index < SAMPLE_COMPLETION_COUNT % started.length ? 1 : 0);
    for (const member of faker.helpers.arrayElements(active, Math.min(share, active.length))) {
      const answers = trivia.questions.map((question) => {
        if (faker.datatype.boolean({ probability: 0.7 })) return question.answer;
        const wrong = question.options
          .map((_option, option) => option)
          .filter((option) => option !== question.answer);
        return faker.helpers.arrayElement(wrong);
      });
      const score = scoreAnswers(trivia.questions, answers);
      completions.push({
        id: faker.string.uuid(),
        triviaId: trivia.id,
        memberId: member.id,
        answers,
        score,
        pointsAwarded: pointsForScore(trivia.points, score, trivia.questions.length),
        completedAt: faker.date.between({ from, to }).toISOString(),
        byAccountId: ADMIN_ACCOUNT_ID,
      });
    }
  });
  return completions.sort(
    (a, b) => a.completedAt.localeCompare(b.completedAt) || a.id.localeCompare(b.id),
  );
}

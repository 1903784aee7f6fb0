import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { can, type Role } from '../lib/access';
import type { RouteHandle } from '../shell/route-handle';

/** Who may open a screen: a signed-in account, a visitor who is not signed in, anyone. */
export type RouteAccess = 'signed-in' | 'guest' | 'public';

/** A module that provides a screen, loaded when its route is first visited. */
export type LazyScreen = () => Promise<{ Component: ComponentType }>;

/** A small module that starts loading what a screen shows first, given the URL it opens. */
export type ScreenData = () => Promise<{
  prefetch(queryClient: QueryClient, url: URL): Promise<void>;
}>;

export interface ScreenRoute extends RouteHandle {
  /** Below the root, no leading slash; matched case-insensitively. */
  path: string;
  access: RouteAccess;
  /**
   * Signed-in screens only: the roles of which the account needs one (`admin` implies
   * every role). Absent: any signed-in account. The server's rules are the source
   * (server/src/common/auth/screen-rules.ts); route-table.test.ts checks each route against them.
   */
  roles?: readonly Role[];
  /** The screen's module, loaded on the route's first visit. */
  screen: LazyScreen;
  /**
   * The screen's first data, asked for as the route opens, beside its code rather than
   * after it: one render with the rows instead of a frame, then the rows.
   */
  data?: ScreenData;
  /** The welcome/forms group, which has a second, always-passing guard. */
  onboarding?: true;
}

const auth = {
  signIn: () => import('../features/auth/pages/SignInPage'),
  signUp: () => import('../features/auth/pages/SignUpPage'),
  forgot: () => import('../features/auth/pages/ForgotPasswordPage'),
  reset: () => import('../features/auth/pages/ResetPasswordPage'),
  confirmation: () => import('../features/auth/pages/ConfirmationRequiredPage'),
  unlock: () => import('../features/auth/pages/UnlockSessionPage'),
  changePassword: () => import('../features/auth/pages/ChangePasswordPage'),
  signOut: () => import('../features/auth/pages/SignOutPage'),
};

// Who may open what (docs/access.md): as server/src/common/auth/screen-rules.ts says, which
// route-table.test.ts checks every route against; the server enforces the same on the API.
const RECRUITMENT: readonly Role[] = ['recruiter'];
const REWARDS: readonly Role[] = ['rewards'];
/** Screens both programmes share: categories, activities, reports, the summary. */
const PROGRAMME: readonly Role[] = ['recruiter', 'rewards'];
const ADMIN: readonly Role[] = ['admin'];

/** Every screen of the console, in one place. */
export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  // Signed in, main group.
  {
    path: 'favoritos',
    titleKey: 'routes.favoritos',
    layout: 'app',
    access: 'signed-in',
    roles: RECRUITMENT,
    screen: () => import('../features/recruitment/pages/FavouritesPage'),
  },
  {
    path: 'mantenimiento/empresas',
    titleKey: 'routes.empresas',
    layout: 'app',
    access: 'signed-in',
    roles: RECRUITMENT,
    screen: () => import('../features/recruitment/pages/CompaniesPage'),
  },
  {
    path: 'mantenimiento/categorias',
    titleKey: 'routes.categorias',
    layout: 'app',
    access: 'signed-in',
    roles: PROGRAMME,
    screen: () => import('../features/recruitment/pages/CategoriesPage'),
  },
  {
    path: 'mantenimiento/cuentas',
    titleKey: 'routes.cuentas',
    layout: 'app',
    access: 'signed-in',
    roles: ADMIN,
    screen: () => import('../features/accounts/pages/AccountsPage'),
  },
  {
    path: 'mantenimiento/form_prem',
    titleKey: 'routes.formPremios',
    layout: 'app',
    access: 'signed-in',
    roles: REWARDS,
    screen: () => import('../features/rewards/pages/RewardFormPage'),
  },
  // Signed in, apps.
  {
    path: 'apps/sheet',
    titleKey: 'routes.sheet',
    layout: 'app',
    access: 'signed-in',
    roles: RECRUITMENT,
    screen: () => import('../features/sheet/pages/SheetPage'),
  },
  {
    path: 'apps/file-manager',
    titleKey: 'routes.fileManager',
    layout: 'app',
    access: 'signed-in',
    screen: () => import('../features/file-manager/pages/FileManagerPage'),
  },
  {
    path: 'apps/premios',
    titleKey: 'routes.premios',
    layout: 'app',
    access: 'signed-in',
    roles: REWARDS,
    screen: () => import('../features/rewards/pages/RewardsCatalogPage'),
  },
  {
    path: 'apps/activities',
    titleKey: 'routes.activities',
    layout: 'app',
    access: 'signed-in',
    roles: PROGRAMME,
    screen: () => import('../features/activities/pages/ActivitiesPage'),
  },
  {
    path: 'apps/new-activity',
    titleKey: 'routes.newActivity',
    layout: 'app',
    access: 'signed-in',
    roles: PROGRAMME,
    screen: () => import('../features/activities/pages/NewActivityPage'),
  },
  {
    path: 'apps/canjes',
    titleKey: 'routes.canjes',
    layout: 'app',
    access: 'signed-in',
    roles: REWARDS,
    screen: () => import('../features/rewards/pages/OpenRedemptionsPage'),
  },
  {
    path: 'apps/users',
    titleKey: 'routes.users',
    layout: 'app',
    access: 'signed-in',
    roles: REWARDS,
    screen: () => import('../features/rewards/pages/MembersPage'),
  },
  {
    path: 'apps/crearpostulante',
    titleKey: 'routes.crearPostulante',
    layout: 'app',
    access: 'signed-in',
    roles: RECRUITMENT,
    screen: () => import('../features/recruitment/pages/ApplicantFormPage'),
  },
  {
    path: 'apps/autoreportes',
    titleKey: 'routes.autoreportes',
    layout: 'app',
    access: 'signed-in',
    roles: PROGRAMME,
    screen: () => import('../features/reports/pages/ReportsPage'),
  },
  {
    path: 'apps/tablero',
    titleKey: 'routes.tablero',
    layout: 'app',
    access: 'signed-in',
    roles: PROGRAMME,
    screen: () => import('../features/summary/pages/SummaryBoardPage'),
  },
  {
    path: 'apps/Busquedapostulante',
    titleKey: 'routes.busquedaPostulante',
    layout: 'app',
    access: 'signed-in',
    roles: RECRUITMENT,
    screen: () => import('../features/recruitment/pages/ApplicantSearchPage'),
  },
  {
    path: 'apps/menuconfig',
    titleKey: 'routes.menuConfig',
    layout: 'app',
    access: 'signed-in',
    roles: ADMIN,
    screen: () => import('../features/menu-config/pages/MenuConfigPage'),
  },
  {
    path: 'apps/listadovacanciaInterna',
    titleKey: 'routes.listadoVacanciaInterna',
    layout: 'app',
    access: 'signed-in',
    roles: RECRUITMENT,
    screen: () => import('../features/recruitment/pages/VacancyListPage'),
    data: () => import('../features/recruitment/pages/vacancy-list-query'),
  },
  {
    path: 'apps/crearvacanciaInterno',
    titleKey: 'routes.crearVacanciaInterno',
    layout: 'app',
    access: 'signed-in',
    roles: RECRUITMENT,
    screen: () => import('../features/recruitment/pages/VacancyFormPage'),
  },
  {
    path: 'apps/candidates',
    titleKey: 'routes.candidates',
    layout: 'app',
    access: 'signed-in',
    roles: RECRUITMENT,
    screen: () => import('../features/recruitment/pages/CandidatesBoardPage'),
  },
  {
    path: 'apps/detail',
    titleKey: 'routes.detail',
    layout: 'app',
    access: 'signed-in',
    roles: RECRUITMENT,
    screen: () => import('../features/recruitment/pages/DetailPage'),
  },
  {
    path: 'apps/interviews',
    titleKey: 'routes.interviews',
    layout: 'app',
    access: 'signed-in',
    roles: RECRUITMENT,
    screen: () => import('../features/recruitment/pages/InterviewsPage'),
  },
  {
    path: 'apps/banners',
    titleKey: 'routes.banners',
    layout: 'app',
    access: 'signed-in',
    roles: REWARDS,
    screen: () => import('../features/rewards/pages/BannersPage'),
  },
  {
    path: 'apps/new-banner',
    titleKey: 'routes.newBanner',
    layout: 'app',
    access: 'signed-in',
    roles: REWARDS,
    screen: () => import('../features/rewards/pages/BannerFormPage'),
  },
  {
    path: 'apps/trivias-completadas',
    titleKey: 'routes.triviasCompletadas',
    layout: 'app',
    access: 'signed-in',
    roles: REWARDS,
    screen: () => import('../features/rewards/pages/TriviasPage'),
  },
  {
    path: 'apps/facturas-completadas',
    titleKey: 'routes.facturasCompletadas',
    layout: 'app',
    access: 'signed-in',
    roles: REWARDS,
    screen: () => import('../features/rewards/pages/InvoicesReviewPage'),
  },
  {
    path: 'apps/usuarios-logueados',
    titleKey: 'routes.usuariosLogueados',
    layout: 'app',
    access: 'signed-in',
    screen: () => import('../features/sessions/pages/SessionsPage'),
  },
  {
    path: 'apps/canjes-completados',
    titleKey: 'routes.canjesCompletados',
    layout: 'app',
    access: 'signed-in',
    roles: REWARDS,
    screen: () => import('../features/rewards/pages/CompletedRedemptionsPage'),
  },
  // Signed in, default layout group.
  {
    path: 'welcome',
    titleKey: 'routes.welcome',
    layout: 'app',
    access: 'signed-in',
    onboarding: true,
    screen: () => import('../features/onboarding/pages/WelcomePage'),
  },
  {
    path: 'forms',
    titleKey: 'routes.forms',
    layout: 'app',
    access: 'signed-in',
    onboarding: true,
    screen: () => import('../features/onboarding/pages/ProfileFormPage'),
  },
  {
    path: 'form-out',
    titleKey: 'routes.formOut',
    layout: 'app',
    access: 'signed-in',
    onboarding: true,
    screen: () => import('../features/onboarding/pages/FormOutPage'),
  },
  {
    path: 'form-confirmation',
    titleKey: 'routes.formConfirmation',
    layout: 'app',
    access: 'signed-in',
    onboarding: true,
    screen: () => import('../features/onboarding/pages/FormConfirmationPage'),
  },
  // Signed in, empty layout.
  {
    path: 'sign-out',
    titleKey: 'routes.signOut',
    layout: 'empty',
    access: 'signed-in',
    screen: auth.signOut,
  },
  {
    path: 'unlock-session',
    titleKey: 'routes.unlockSession',
    layout: 'empty',
    access: 'signed-in',
    screen: auth.unlock,
  },
  // Where a one-time password leads (guards.signedIn), before anything else.
  {
    path: 'change-password',
    titleKey: 'routes.changePassword',
    layout: 'empty',
    access: 'signed-in',
    screen: auth.changePassword,
  },
  // Only for visitors who are not signed in.
  {
    path: 'confirmation-required',
    titleKey: 'routes.confirmationRequired',
    layout: 'empty',
    access: 'guest',
    screen: auth.confirmation,
  },
  {
    path: 'forgot-password',
    titleKey: 'routes.forgotPassword',
    layout: 'empty',
    access: 'guest',
    screen: auth.forgot,
  },
  {
    path: 'reset-password',
    titleKey: 'routes.resetPassword',
    layout: 'empty',
    access: 'guest',
    screen: auth.reset,
  },
  {
    path: 'sign-in',
    titleKey: 'routes.signIn',
    layout: 'empty',
    access: 'guest',
    screen: auth.signIn,
  },
  {
    path: 'sign-up',
    titleKey: 'routes.signUp',
    layout: 'empty',
    access: 'guest',
    screen: auth.signUp,
  },
  // Public: anyone, signed in or not (a recruiter may try the booking page too).
  {
    path: 'agenda-turnos',
    titleKey: 'routes.agendaTurnos',
    layout: 'empty',
    access: 'public',
    screen: () => import('../features/booking/pages/BookingPage'),
  },
  {
    path: 'agenda-turnos/reserva',
    titleKey: 'routes.agendaTurnosReserva',
    layout: 'empty',
    access: 'public',
    screen: () => import('../features/booking/pages/ManageBookingPage'),
  },
  {
    path: 'home',
    titleKey: 'routes.home',
    layout: 'empty',
    access: 'public',
    screen: () => import('../features/job-board/pages/HomePage'),
  },
  // The job board's vacancy page and the confirmation after applying.
  {
    path: 'home/vacantes/:code',
    titleKey: 'routes.publicVacancy',
    layout: 'empty',
    access: 'public',
    screen: () => import('../features/job-board/pages/VacancyPage'),
  },
  {
    path: 'home/vacantes/:code/enviada',
    titleKey: 'routes.publicApplicationSent',
    layout: 'empty',
    access: 'public',
    screen: () => import('../features/job-board/pages/ApplicationSentPage'),
  },
  // Help center (start): the help center's pages.
  {
    path: 'apps/help-center',
    titleKey: 'routes.helpCenter',
    layout: 'app',
    access: 'signed-in',
    screen: () => import('../features/help-center/pages/HelpCenterPage'),
  },
  {
    path: 'apps/help-center/faqs',
    titleKey: 'routes.helpCenterFaqs',
    layout: 'app',
    access: 'signed-in',
    screen: () => import('../features/help-center/pages/FaqsPage'),
  },
  {
    path: 'apps/help-center/faqs/:slug',
    titleKey: 'routes.helpCenterFaqCategory',
    layout: 'app',
    access: 'signed-in',
    screen: () => import('../features/help-center/pages/FaqsPage'),
  },
  {
    path: 'apps/help-center/guides/:categorySlug',
    titleKey: 'routes.helpCenterGuides',
    layout: 'app',
    access: 'signed-in',
    screen: () => import('../features/help-center/pages/GuideCategoryPage'),
  },
  {
    path: 'apps/help-center/guides/:categorySlug/:guideSlug',
    titleKey: 'routes.helpCenterGuide',
    layout: 'app',
    access: 'signed-in',
    screen: () => import('../features/help-center/pages/GuidePage'),
  },
  {
    path: 'apps/help-center/support',
    titleKey: 'routes.helpCenterSupport',
    layout: 'app',
    access: 'signed-in',
    screen: () => import('../features/help-center/pages/SupportPage'),
  },
  // Help center (end)
  // Everyday apps: the original client's sample sections.
  {
    path: 'apps/contacts',
    titleKey: 'routes.contacts',
    layout: 'app',
    access: 'signed-in',
    screen: () => import('../features/contacts/pages/ContactsPage'),
  },
  {
    path: 'apps/inventory',
    titleKey: 'routes.inventory',
    layout: 'app',
    access: 'signed-in',
    screen: () => import('../features/inventory/pages/InventoryPage'),
  },
  // Notes (start): one screen; the side panel's views are paths of their own.
  {
    path: 'apps/notes',
    titleKey: 'routes.notes',
    layout: 'app',
    access: 'signed-in',
    screen: () => import('../features/notes/pages/NotesPage'),
  },
  {
    path: 'apps/notes/reminders',
    titleKey: 'routes.notesReminders',
    layout: 'app',
    access: 'signed-in',
    screen: () => import('../features/notes/pages/NotesPage'),
  },
  {
    path: 'apps/notes/archived',
    titleKey: 'routes.notesArchived',
    layout: 'app',
    access: 'signed-in',
    screen: () => import('../features/notes/pages/NotesPage'),
  },
  {
    path: 'apps/notes/label/:labelId',
    titleKey: 'routes.notesLabel',
    layout: 'app',
    access: 'signed-in',
    screen: () => import('../features/notes/pages/NotesPage'),
  },
  // Notes (end)
  // Chat: the chats, and one open (a link reproduces it).
  {
    path: 'apps/chat',
    titleKey: 'routes.chat',
    layout: 'app',
    access: 'signed-in',
    screen: () => import('../features/chat/pages/ChatPage'),
  },
  {
    path: 'apps/chat/:chatId',
    titleKey: 'routes.chatConversation',
    layout: 'app',
    access: 'signed-in',
    screen: () => import('../features/chat/pages/ChatPage'),
  },
  // Mailbox (start): the folder, filter or label, then the open mail, in the path.
  {
    path: 'apps/mailbox',
    titleKey: 'routes.mailbox',
    layout: 'app',
    access: 'signed-in',
    screen: () => import('../features/mailbox/pages/MailboxPage'),
  },
  {
    path: 'apps/mailbox/:folder',
    titleKey: 'routes.mailboxFolder',
    layout: 'app',
    access: 'signed-in',
    screen: () => import('../features/mailbox/pages/MailboxPage'),
  },
  {
    path: 'apps/mailbox/:folder/:mailId',
    titleKey: 'routes.mailboxFolderMail',
    layout: 'app',
    access: 'signed-in',
    screen: () => import('../features/mailbox/pages/MailboxPage'),
  },
  {
    path: 'apps/mailbox/filter/:filter',
    titleKey: 'routes.mailboxFilter',
    layout: 'app',
    access: 'signed-in',
    screen: () => import('../features/mailbox/pages/MailboxPage'),
  },
  {
    path: 'apps/mailbox/filter/:filter/:mailId',
    titleKey: 'routes.mailboxFilterMail',
    layout: 'app',
    access: 'signed-in',
    screen: () => import('../features/mailbox/pages/MailboxPage'),
  },
  {
    path: 'apps/mailbox/label/:label',
    titleKey: 'routes.mailboxLabel',
    layout: 'app',
    access: 'signed-in',
    screen: () => import('../features/mailbox/pages/MailboxPage'),
  },
  {
    path: 'apps/mailbox/label/:label/:mailId',
    titleKey: 'routes.mailboxLabelMail',
    layout: 'app',
    access: 'signed-in',
    screen: () => import('../features/mailbox/pages/MailboxPage'),
  },
  // Mailbox (end)
  // Scrumboard: the boards, and one board.
  {
    path: 'apps/scrumboard',
    titleKey: 'routes.scrumboard',
    layout: 'app',
    access: 'signed-in',
    screen: () => import('../features/scrumboard/pages/BoardsPage'),
  },
  {
    path: 'apps/scrumboard/:boardId',
    titleKey: 'routes.scrumboardBoard',
    layout: 'app',
    access: 'signed-in',
    screen: () => import('../features/scrumboard/pages/BoardPage'),
  },
  // Tasks (start)
  {
    path: 'apps/tasks',
    titleKey: 'routes.tasks',
    layout: 'app',
    access: 'signed-in',
    screen: () => import('../features/tasks/pages/TasksPage'),
  },
  {
    path: 'apps/tasks/:taskId',
    titleKey: 'routes.taskDetails',
    layout: 'app',
    access: 'signed-in',
    screen: () => import('../features/tasks/pages/TasksPage'),
  },
  // Tasks (end)
  // The four demo dashboards (sample figures), for
  // every signed-in account.
  {
    path: 'dashboards/analytics',
    titleKey: 'routes.analytics',
    layout: 'app',
    access: 'signed-in',
    screen: () => import('../features/dashboards/pages/AnalyticsDashboardPage'),
  },
  {
    path: 'dashboards/project',
    titleKey: 'routes.project',
    layout: 'app',
    access: 'signed-in',
    screen: () => import('../features/dashboards/pages/ProjectDashboardPage'),
  },
  {
    path: 'dashboards/finance',
    titleKey: 'routes.finance',
    layout: 'app',
    access: 'signed-in',
    screen: () => import('../features/dashboards/pages/FinanceDashboardPage'),
  },
  {
    path: 'dashboards/crypto',
    titleKey: 'routes.crypto',
    layout: 'app',
    access: 'signed-in',
    screen: () => import('../features/dashboards/pages/CryptoDashboardPage'),
  },
  // Icons (start): the icon sets of api/ui/icons (not an original client route).
  {
    path: 'ui/icons',
    titleKey: 'routes.icons',
    layout: 'app',
    access: 'signed-in',
    screen: () => import('../features/icons/pages/IconsPage'),
  },
  {
    path: 'ui/icons/:set',
    titleKey: 'routes.iconSet',
    layout: 'app',
    access: 'signed-in',
    screen: () => import('../features/icons/pages/IconsPage'),
  },
  // Icons (end)
  // For operators: whether the server and its data store are up.
  {
    path: 'admin/health',
    titleKey: 'routes.health',
    layout: 'app',
    access: 'signed-in',
    roles: ADMIN,
    screen: () => import('../features/health/pages/HealthPage'),
  },
  // For administrators: who read, exported or changed people's records.
  {
    path: 'admin/audit',
    titleKey: 'routes.audit',
    layout: 'app',
    access: 'signed-in',
    roles: ADMIN,
    screen: () => import('../features/audit/pages/AuditPage'),
  },
];

/** Where the empty path and a signed-in visitor land when their roles allow it. */
export const HOME_PATH = '/favoritos';

/**
 * Where the empty path sends a signed-in account: favoritos when it may open it, else the
 * first screen of the table it may open (a rewards-only account never lands on a screen
 * it may not see).
 */
export function homePathFor(
  roles: readonly Role[],
  table: readonly ScreenRoute[] = SCREEN_ROUTES,
): string {
  const screens = table.filter(
    (route) =>
      route.access === 'signed-in' &&
      route.layout !== 'empty' &&
      !route.onboarding &&
      !route.path.includes(':'),
  );
  const home = screens.find((route) => `/${route.path}` === HOME_PATH);
  const first = [...(home ? [home] : []), ...screens].find((route) => can(roles, route.roles));
  return first ? `/${first.path}` : HOME_PATH;
}

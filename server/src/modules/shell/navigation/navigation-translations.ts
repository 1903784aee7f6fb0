import { upgradeEach } from '../../../store';
import type { NavigationItem, NavigationRecord } from './navigation.types';

/**
 * The items of the sample navigation as versions before translation keys saved them: the
 * id, the Spanish titles it was saved with, and the keys of the web's translation files
 * (web/public/i18n, `nav.*`) that name it in the reader's language.
 */
interface KnownItem {
  id: string;
  /** The first is today's title; later ones are older spellings, upgraded to the first. */
  titles: readonly string[];
  translation: string;
  subtitle?: string;
  subtitleTranslation?: string;
}

// prettier-ignore
const KNOWN_ITEMS: readonly KnownItem[] = [
  { id: 'dashboards', titles: ['Dashboards'], translation: 'nav.dashboards', subtitle: 'Reportes, informes', subtitleTranslation: 'nav.dashboardsSubtitle' },
  { id: 'dashboards.tablero', titles: ['Tablero Resumen'], translation: 'nav.tablero' },
  { id: 'dashboards.vacancia', titles: ['Vacancia'], translation: 'nav.vacancia' },
  { id: 'dashboards.vacancia.crear', titles: ['Crear Vacancia'], translation: 'nav.crearVacancia' },
  { id: 'dashboards.vacancia.lista', titles: ['Lista de Vacancia'], translation: 'nav.listaVacancia' },
  { id: 'dashboards.postulantes', titles: ['Postulantes'], translation: 'nav.postulantes' },
  { id: 'dashboards.postulantes.crear', titles: ['Crea un Postulante'], translation: 'nav.crearPostulante' },
  { id: 'dashboards.postulantes.busqueda', titles: ['Búsqueda del Postulante', 'Busqueda del Postulante'], translation: 'nav.busquedaPostulante' },
  { id: 'dashboards.autoreportes', titles: ['Auto-reportes'], translation: 'nav.autoreportes' },
  { id: 'dashboards.mantenimiento', titles: ['Mantenimiento'], translation: 'nav.mantenimiento' },
  { id: 'dashboards.mantenimiento.menuconfig', titles: ['Menú de Configuraciones'], translation: 'nav.menuConfig' },
  { id: 'dashboards.mantenimiento.cuentas', titles: ['Cuentas'], translation: 'nav.cuentas' },
  { id: 'dashboards.mantenimiento.iconos', titles: ['Iconos'], translation: 'nav.iconos' },
  { id: 'reclutamiento', titles: ['Reclutamiento'], translation: 'nav.reclutamiento', subtitle: 'Favoritos, catálogos y carga masiva', subtitleTranslation: 'nav.reclutamientoSubtitle' },
  { id: 'reclutamiento.favoritos', titles: ['Favoritos'], translation: 'nav.favoritos' },
  { id: 'reclutamiento.empresas', titles: ['Empresas'], translation: 'nav.empresas' },
  { id: 'reclutamiento.categorias', titles: ['Categorías'], translation: 'nav.categorias' },
  { id: 'reclutamiento.entrevistas', titles: ['Entrevistas'], translation: 'nav.entrevistas' },
  { id: 'reclutamiento.sheet', titles: ['Importar desde una hoja', 'Importar y exportar'], translation: 'nav.sheet' },
  { id: 'premios', titles: ['Programa de premios'], translation: 'nav.premios', subtitle: 'Miembros, premios, canjes, trivias y facturas', subtitleTranslation: 'nav.premiosSubtitle' },
  { id: 'premios.users', titles: ['Miembros'], translation: 'nav.miembros' },
  { id: 'premios.catalogo', titles: ['Premios'], translation: 'nav.catalogo' },
  { id: 'premios.catalogo.lista', titles: ['Catálogo de premios'], translation: 'nav.catalogoLista' },
  { id: 'premios.catalogo.nuevo', titles: ['Nuevo premio'], translation: 'nav.nuevoPremio' },
  { id: 'premios.canjes', titles: ['Canjes'], translation: 'nav.canjes' },
  { id: 'premios.canjes.pendientes', titles: ['Canjes pendientes'], translation: 'nav.canjesPendientes' },
  { id: 'premios.canjes.completados', titles: ['Canjes completados'], translation: 'nav.canjesCompletados' },
  { id: 'premios.trivias', titles: ['Trivias'], translation: 'nav.trivias' },
  { id: 'premios.facturas', titles: ['Facturas'], translation: 'nav.facturas' },
  { id: 'premios.banners', titles: ['Banners'], translation: 'nav.banners' },
  { id: 'premios.banners.lista', titles: ['Lista de banners'], translation: 'nav.bannersLista' },
  { id: 'premios.banners.nuevo', titles: ['Nuevo banner'], translation: 'nav.nuevoBanner' },
  { id: 'actividad', titles: ['Actividad'], translation: 'nav.actividad', subtitle: 'Novedades y sesiones', subtitleTranslation: 'nav.actividadSubtitle' },
  { id: 'actividad.feed', titles: ['Actividades'], translation: 'nav.actividades' },
  { id: 'actividad.nueva', titles: ['Nueva actividad'], translation: 'nav.nuevaActividad' },
  { id: 'actividad.sesiones', titles: ['Usuarios conectados'], translation: 'nav.usuariosConectados' },
  { id: 'apps', titles: ['Aplicaciones'], translation: 'nav.aplicaciones', subtitle: 'Herramientas del día a día', subtitleTranslation: 'nav.aplicacionesSubtitle' },
  { id: 'apps.chat', titles: ['Chat'], translation: 'nav.chat' },
  { id: 'apps.contacts', titles: ['Contactos'], translation: 'nav.contactos' },
  { id: 'apps.file-manager', titles: ['Archivos'], translation: 'nav.archivos' },
  { id: 'apps.help-center', titles: ['Centro de ayuda'], translation: 'nav.centroAyuda' },
  { id: 'apps.inventory', titles: ['Inventario'], translation: 'nav.inventario' },
  { id: 'apps.mailbox', titles: ['Correo'], translation: 'nav.correo' },
  { id: 'apps.notes', titles: ['Notas'], translation: 'nav.notas' },
  { id: 'apps.scrumboard', titles: ['Tablero scrum'], translation: 'nav.tableroScrum' },
  { id: 'apps.tasks', titles: ['Tareas'], translation: 'nav.tareas' },
  { id: 'paneles', titles: ['Paneles'], translation: 'nav.paneles', subtitle: 'Analítica y finanzas', subtitleTranslation: 'nav.panelesSubtitle' },
  { id: 'paneles.analytics', titles: ['Analítica'], translation: 'nav.analitica' },
  { id: 'paneles.project', titles: ['Proyectos'], translation: 'nav.proyectos' },
  { id: 'paneles.finance', titles: ['Finanzas'], translation: 'nav.finanzas' },
  { id: 'paneles.crypto', titles: ['Cripto'], translation: 'nav.cripto' },
];

const KNOWN = new Map(KNOWN_ITEMS.map((item) => [item.id, item]));

function withTranslation(item: NavigationItem): NavigationItem {
  const known = KNOWN.get(item.id);
  let next = item;
  if (known && item.translation === undefined && item.title && known.titles.includes(item.title)) {
    next = { ...next, title: known.titles[0], translation: known.translation };
  }
  if (
    known?.subtitleTranslation &&
    item.subtitleTranslation === undefined &&
    item.subtitle === known.subtitle
  ) {
    next = { ...next, subtitleTranslation: known.subtitleTranslation };
  }
  if (!item.children) return next;
  const children = upgradeEach(item.children, withTranslation);
  return children === item.children ? next : { ...next, children: [...children] };
}

/**
 * Navigations saved before items had translation keys: each sample item still carrying
 * its sample title (or subtitle) gains the key that translates it, and "Busqueda del
 * Postulante" its accent. Items an administrator renamed or added keep their own title,
 * shown as it is in every language.
 */
export function addTranslationKeys(
  records: readonly NavigationRecord[],
): readonly NavigationRecord[] {
  return upgradeEach(records, (record) => {
    const items = upgradeEach(record.items, withTranslation);
    return items === record.items ? record : { ...record, items: [...items] };
  });
}

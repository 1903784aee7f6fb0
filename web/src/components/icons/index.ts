/**
 * Icons named as the original client and the API name them (`heroicons_outline:chart-pie`,
 * `heroicons_mini:star`, `mat_solid:star_half`, `feather:github`, bare Material names),
 * drawn with the bootstrap-icons font the web already loads.
 *
 * ```tsx
 * <AppIcon name={item.icon} className="vnav-item__icon" />   // decorative: aria-hidden
 * <AppIcon name="heroicons_outline:star" label={t('...')} />  // meaningful: role="img"
 * ```
 *
 * The icon browser (every icon of a set, drawn from the SVGs of api/ui/icons, searched and
 * paged; copies a name, or picks one with `onPick`) is imported from its own file so that
 * its styles load only where it is used: `import { IconBrowser } from
 * '../components/icons/IconBrowser'`.
 */
export { AppIcon, type AppIconProps } from './AppIcon';
export { FALLBACK_GLYPH, iconGlyph, ICON_TABLE, type IconFamily } from './icon-table';
export { PICKER_ICON_SET, PICKER_ICONS, pickerLabel } from './picker-icons';

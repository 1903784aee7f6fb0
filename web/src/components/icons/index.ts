/**
 * Icons named as the specification and the API name them (`heroicons_outline:chart-pie`,
 * `heroicons_mini:star`, `mat_solid:star_half`, `feather:github`, bare Material names),
 * drawn with the bootstrap-icons font the web already loads.
 *
 * ```tsx
 * <AppIcon name={item.icon} className="vnav-item__icon" />   // decorative: aria-hidden
 * <AppIcon name="heroicons_outline:star" label={t('...')} />  // meaningful: role="img"
 * ```
 */
export { AppIcon, type AppIconProps } from './AppIcon';
export { FALLBACK_GLYPH, iconGlyph, ICON_TABLE, type IconFamily } from './icon-table';
export { PICKER_ICON_SET, PICKER_ICONS, pickerLabel } from './picker-icons';

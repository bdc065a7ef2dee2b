export { INFO_ROW_ICONS, InfoRows, type InfoRow, type InfoRowsProps } from './info-rows';

export { DestinationList, type DestinationListItem, type DestinationListProps } from './destination-list';

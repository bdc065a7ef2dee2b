export { FacetList, type FacetGroup, type FacetListProps, type FacetOption } from './facet-list';

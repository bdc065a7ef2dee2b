export {
  AccountPanel,
  type AccountPanelContact,
  type AccountPanelCustomer,
  type AccountPanelLinks,
  type AccountPanelProps,
} from './account-panel';
export { accountPanelButtonClassName, accountPanelRowClassName, accountPanelSectionClassName } from './account-panel.variants';

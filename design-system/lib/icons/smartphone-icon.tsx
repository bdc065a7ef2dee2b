import { Icon, type IconProps } from './icon';

/** Compatible devices (info row `compatible-devices`). */
export const SmartphoneIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="7" y="2.5" width="10" height="19" rx="2" />
    <path d="M11 18.5h2" />
  </Icon>
);

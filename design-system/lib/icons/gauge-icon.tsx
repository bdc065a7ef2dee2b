import { Icon, type IconProps } from './icon';

/** Speed (info row `speed`). */
export const GaugeIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4.9 19a9 9 0 1 1 14.2 0" />
    <path d="M12 14l4-5" />
    <circle cx="12" cy="14" r="1.2" />
  </Icon>
);

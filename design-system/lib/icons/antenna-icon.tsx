import { Icon, type IconProps } from './icon';

/** Roaming network (info row `roaming-network`). */
export const AntennaIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 20h2V16H4zM9 20h2v-8H9zM14 20h2V8h-2zM19 20h2V4h-2z" />
  </Icon>
);

import { Icon, type IconProps } from './icon';

/** Promises bar: instant delivery. */
export const BoltIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M13 2.5L4.5 13.5H12l-1 8 8.5-11H12z" />
  </Icon>
);

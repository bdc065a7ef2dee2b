import { Icon, type IconProps } from './icon';

/** The offline banner: a crossed-out Wi-Fi fan. */
export const WifiOffIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 3l18 18" />
    <path d="M8.5 16.4a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 4.6-2.6M19 12.9a10 10 0 0 0-2.4-1.8M2 9.3a15 15 0 0 1 4.3-2.9M22 9.3A15 15 0 0 0 11 5.1" />
    <path d="M12 20h.01" />
  </Icon>
);

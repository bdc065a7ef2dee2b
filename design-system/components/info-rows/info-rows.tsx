import type { ComponentType, SVGProps } from 'react';
import { cn } from '../../lib/cn';
import { AntennaIcon, GaugeIcon, GlobeIcon, InfoIcon, PhoneIcon, PowerIcon, SmartphoneIcon } from '../../lib/icons';

/** One product fact (spec §3 info rows), e.g. `{ key: 'speed', label: 'Speed', value: '5G / 4G LTE' }`. */
export interface InfoRow {
  /** `speed`, `calls-sms`, `roaming-network`, `activation`, `compatible-devices`, `coverage`; others get a generic icon. */
  key: string;
  /** Translated name of the fact. */
  label: string;
  value: string;
}

export interface InfoRowsProps {
  rows: readonly InfoRow[];
  className?: string;
}

type IconComponent = ComponentType<Omit<SVGProps<SVGSVGElement>, 'children'>>;

/** The icon of each known info row (spec §3: Speed, Calls & SMS, Roaming Network, Activation, Compatible devices list, Coverage list). */
export const INFO_ROW_ICONS: Readonly<Record<string, IconComponent>> = {
  speed: GaugeIcon,
  'calls-sms': PhoneIcon,
  'roaming-network': AntennaIcon,
  activation: PowerIcon,
  'compatible-devices': SmartphoneIcon,
  coverage: GlobeIcon,
};

/**
 * A product's facts as a description list: one term (icon + label) and one
 * definition per row. Icons are decorative; the label says what the row is.
 */
export function InfoRows({ rows, className }: InfoRowsProps) {
  if (rows.length === 0) return null;
  return (
    <dl data-slot="info-rows" className={cn('divide-y rounded-lg border bg-card text-card-foreground', className)}>
      {rows.map((row) => {
        const Icon = (Object.hasOwn(INFO_ROW_ICONS, row.key) ? INFO_ROW_ICONS[row.key] : undefined) ?? InfoIcon;
        return (
          <div
            key={row.key}
            data-row={row.key}
            className="grid grid-cols-1 gap-1 px-4 py-3 tablet:grid-cols-[minmax(10rem,14rem)_1fr] tablet:gap-4"
          >
            <dt className="flex items-center gap-2 font-semibold">
              <Icon className="text-primary" />
              {row.label}
            </dt>
            <dd className="ps-7 break-words text-muted-foreground tablet:ps-0">{row.value}</dd>
          </div>
        );
      })}
    </dl>
  );
}

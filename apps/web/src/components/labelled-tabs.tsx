import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** A style object only (no array, no function), so that it can be spread into the bar's own. */
type SxObject = Exclude<SxProps<Theme>, ReadonlyArray<unknown> | ((theme: Theme) => unknown)>;

export interface LabelledTabsProps<T extends string | number> {
  value: T;
  /** The tabs, in their order. */
  values: readonly T[];
  labels: Readonly<Record<T, ReactNode>>;
  onChange: (value: T) => void;
  /** Each tab is `data-testid="${testIdPrefix}-${value}"`. */
  testIdPrefix: string;
  /** Added to the bar's own style (its 40 px height), e.g. its margin. */
  sx?: SxObject;
}

/**
 * A scrollable bar of 40 px tabs over a list of enum values, each labelled from the enum's label map: the filter
 * tabs of the user-centre pages (billing detail, data centre) look and are tested the same way. Generic so that
 * `onChange` hands back the enum's own type.
 */
export function LabelledTabs<T extends string | number>({
  value,
  values,
  labels,
  onChange,
  testIdPrefix,
  sx,
}: LabelledTabsProps<T>) {
  return (
    <Tabs
      value={value}
      onChange={(_event, next: T) => onChange(next)}
      variant="scrollable"
      sx={{ ...sx, minHeight: 40 }}
    >
      {values.map((item) => (
        <Tab
          key={item}
          value={item}
          label={labels[item]}
          sx={{ minHeight: 40 }}
          data-testid={`${testIdPrefix}-${item}`}
        />
      ))}
    </Tabs>
  );
}

import { Text } from '@mantine/core';
import classes from './marketing.module.css';

/** The small capitals line above a section title; `light` on dark backgrounds. */
export function Eyebrow({ children, light = false }: { children: string; light?: boolean }) {
  return (
    <Text className={classes.eyebrow} data-light={light || undefined}>
      {children}
    </Text>
  );
}

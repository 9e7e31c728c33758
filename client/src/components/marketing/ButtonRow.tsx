import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './marketing.module.css';

/** Call-to-action buttons: side by side, and full width one under another on phones. */
export function ButtonRow({ children }: { children: ReactNode }) {
  return <Box className={classes.buttonRow}>{children}</Box>;
}

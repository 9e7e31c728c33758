/** The toast container module alone (an alias in vite.config.ts). */
declare module '@mantine/notifications/container' {
  export { Notifications } from '@mantine/notifications';
}

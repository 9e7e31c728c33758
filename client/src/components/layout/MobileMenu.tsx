import { Anchor, Box, Button, Divider, Drawer, NavLink as MantineNavLink, Stack, Text } from '@mantine/core';
import { IconLogin, IconLogout, IconPhone } from '@tabler/icons-react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useAuth } from '../../app/auth/AuthContext';
import { useSiteContent } from '../../app/siteContent';
import { telHref } from '../../app/siteDefaults';
import { ADMIN_NAV, MAIN_NAV, TRUCK_MENU } from './navigation';

interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  onLogout: () => void;
}

/** The navigation drawer of narrow screens, opened from the header's burger. */
export function MobileMenu({ opened, onClose, onLogout }: MobileMenuProps) {
  const { contact } = useSiteContent();
  const { isAuthenticated, isAdmin } = useAuth();
  const location = useLocation();

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={contact.company_name}
      position="right"
      size="xs"
      hiddenFrom="lg"
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      <Stack gap={0} component="nav" aria-label="Mobile">
        {MAIN_NAV.map((item) => (
          <Box key={item.to}>
            <MantineNavLink
              component={NavLink}
              to={item.to}
              end={item.to === '/'}
              label={item.label}
              active={isActive(location, item.to)}
              color="accent"
              fw={600}
            />
            {item.to === '/trucks' &&
              TRUCK_MENU.map((entry) => (
                <MantineNavLink
                  key={entry.to}
                  component={Link}
                  to={entry.to}
                  label={entry.label}
                  pl="xl"
                  active={isActive(location, entry.to)}
                  color="accent"
                />
              ))}
          </Box>
        ))}
        {isAdmin ? (
          <>
            <Divider my="sm" label="Admin" labelPosition="left" />
            {ADMIN_NAV.map((item) => (
              <MantineNavLink
                key={item.to}
                component={NavLink}
                to={item.to}
                end
                label={item.label}
                active={isActive(location, item.to)}
                color="accent"
              />
            ))}
            <Button mt="md" variant="light" leftSection={<IconLogout size={16} aria-hidden />} onClick={onLogout}>
              Logout
            </Button>
          </>
        ) : (
          !isAuthenticated && (
            <MantineNavLink
              component={NavLink}
              to="/login"
              label="Sign in"
              leftSection={<IconLogin size={16} aria-hidden />}
            />
          )
        )}
        <Divider my="md" />
        <Button
          component="a"
          href={telHref(contact.mobile_phone)}
          color="accent"
          h="auto"
          py={8}
          leftSection={<IconPhone size={18} aria-hidden />}
        >
          <Stack gap={0} align="flex-start">
            <Text span size="xs" fw={600}>
              24/7 Emergency
            </Text>
            <Text span fw={800}>
              {contact.mobile_phone}
            </Text>
          </Stack>
        </Button>
        <Anchor href={telHref(contact.office_phone)} size="sm" c="dimmed" ta="center" mt="xs">
          Office: {contact.office_phone}
        </Anchor>
      </Stack>
    </Drawer>
  );
}

/** A menu entry is current when its path matches and every query parameter it names matches. */
function isActive(location: { pathname: string; search: string }, to: string): boolean {
  const [path, query] = to.split('?');
  if (location.pathname !== path) return false;
  const current = new URLSearchParams(location.search);
  const wanted = new URLSearchParams(query ?? '');
  if (!query) return path !== '/trucks' || !current.has('bodytype');
  return [...wanted].every(([key, value]) => current.get(key) === value);
}

import { startTransition, useEffect } from 'react';
import {
  Anchor,
  Box,
  Burger,
  Button,
  Container,
  Divider,
  Drawer,
  Group,
  Menu,
  NavLink as MantineNavLink,
  Stack,
  Text,
  rgba,
  useMantineTheme,
} from '@mantine/core';
import { useDisclosure, useWindowScroll } from '@mantine/hooks';
import { IconChevronDown, IconLogin, IconLogout, IconPhone, IconTruck } from '@tabler/icons-react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../../app/auth/AuthContext';
import { useSiteContent } from '../../app/siteContent';
import { telHref } from '../../app/siteDefaults';
import { themeColours } from '../../app/theme';
import { ADMIN_NAV, MAIN_NAV, TRUCK_MENU, type NavItem } from './navigation';
import classes from './Layout.module.css';

const SCROLL_THRESHOLD = 50;

function Brand({ name }: { name: string }) {
  return (
    <Link to="/" className={classes.brand} aria-label={`${name} home`}>
      <span className={classes.brandMark}>
        <IconTruck size={24} aria-hidden />
      </span>
      <Box miw={0}>
        <div className={classes.brandName}>{name}</div>
        <div className={classes.brandTagline}>Sales · Hire · Repairs · Parts</div>
      </Box>
    </Link>
  );
}

function TrucksMenu({ item }: { item: NavItem }) {
  return (
    <Menu trigger="hover" openDelay={50} closeDelay={150} position="bottom-start" offset={4} withinPortal>
      <Menu.Target>
        <NavLink to={item.to} className={classes.navLink}>
          {item.label}
          <IconChevronDown size={14} aria-hidden />
        </NavLink>
      </Menu.Target>
      <Menu.Dropdown>
        {TRUCK_MENU.map((entry) => (
          <Menu.Item key={entry.to} component={Link} to={entry.to}>
            {entry.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

export function Header() {
  const theme = useMantineTheme();
  const { contact } = useSiteContent();
  const [scroll] = useWindowScroll();
  const [drawerOpen, drawer] = useDisclosure(false);
  const { isAuthenticated, isAdmin, logout } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const scrolled = scroll.y > SCROLL_THRESHOLD;
  const background = themeColours(theme).navigationBackground;

  const closeDrawer = drawer.close;
  useEffect(() => closeDrawer(), [location.pathname, location.search, closeDrawer]);

  // One transition for both: a guarded page that saw the user vanish before the navigation
  // (router navigations are transitions) would send them to /login instead of home.
  const handleLogout = () => {
    startTransition(() => {
      navigate('/');
      logout();
    });
  };

  return (
    <Box
      component="header"
      className={classes.header}
      data-scrolled={scrolled || undefined}
      style={{ backgroundColor: scrolled ? rgba(background, 0.85) : background }}
    >
      <Container size="xl" py="sm">
        <Group justify="space-between" wrap="nowrap" gap="md">
          <Brand name={contact.company_name} />
          <Group component="nav" aria-label="Main" gap={2} visibleFrom="lg" wrap="nowrap">
            {MAIN_NAV.map((item) =>
              item.to === '/trucks' ? (
                <TrucksMenu key={item.to} item={item} />
              ) : (
                <NavLink key={item.to} to={item.to} end={item.to === '/'} className={classes.navLink}>
                  {item.label}
                </NavLink>
              ),
            )}
            {!isAuthenticated && (
              <NavLink to="/login" className={classes.navLink}>
                <IconLogin size={16} aria-hidden />
                Sign in
              </NavLink>
            )}
          </Group>
          <Burger opened={drawerOpen} onClick={drawer.toggle} color="white" hiddenFrom="lg" aria-label="Open menu" />
        </Group>
      </Container>

      {isAdmin && (
        <Box className={classes.adminBar} visibleFrom="lg">
          <Container size="xl" py={4}>
            <Group justify="space-between" wrap="nowrap">
              <Group component="nav" aria-label="Admin" gap={4} wrap="nowrap">
                {ADMIN_NAV.map((item) => (
                  <NavLink key={item.to} to={item.to} end className={classes.adminLink}>
                    {item.label}
                  </NavLink>
                ))}
              </Group>
              <Button
                size="compact-xs"
                variant="subtle"
                color="gray.3"
                leftSection={<IconLogout size={14} aria-hidden />}
                onClick={handleLogout}
              >
                Logout
              </Button>
            </Group>
          </Container>
        </Box>
      )}

      <Drawer
        opened={drawerOpen}
        onClose={drawer.close}
        title={contact.company_name}
        position="right"
        size="xs"
        hiddenFrom="lg"
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
              <Button mt="md" variant="light" leftSection={<IconLogout size={16} aria-hidden />} onClick={handleLogout}>
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
    </Box>
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

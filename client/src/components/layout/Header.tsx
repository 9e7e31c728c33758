import { Suspense, lazy, startTransition, useEffect, useState } from 'react';
import { Box, Burger, Button, Container, Group, Menu, isLightColor, rgba, useMantineTheme } from '@mantine/core';
import { useDisclosure, useWindowScroll } from '@mantine/hooks';
import { IconChevronDown, IconLogin, IconLogout, IconTruck } from '@tabler/icons-react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../../app/auth/AuthContext';
import { useSiteContent } from '../../app/siteContent';
import { themeColours } from '../../app/theme';
import { ADMIN_NAV, MAIN_NAV, TRUCK_MENU, type NavItem } from './navigation';
import classes from './Layout.module.css';

const SCROLL_THRESHOLD = 50;

const MobileMenu = lazy(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));

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
  // Mounted from the first opening on, so the drawer can also animate closed.
  const [menuWanted, setMenuWanted] = useState(false);
  if (drawerOpen && !menuWanted) setMenuWanted(true);
  const { isAuthenticated, isAdmin, logout } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const scrolled = scroll.y > SCROLL_THRESHOLD;
  const background = themeColours(theme).navigationBackground;
  // Staff may choose a light navigation colour in the content editor: the header's text turns dark.
  const light = isLightColor(background, 0.6);

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
      data-tone={light ? 'light' : undefined}
      // Translucent enough to show the page moving underneath, opaque enough that the header's grey and
      // orange text keep 4.5:1 over white content (at 0.85 the tagline fell to 4.3:1).
      style={{ backgroundColor: scrolled ? rgba(background, 0.92) : background }}
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
          <Burger
            opened={drawerOpen}
            onClick={drawer.toggle}
            color={light ? 'dark.9' : 'white'}
            hiddenFrom="lg"
            aria-label="Open menu"
          />
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
                color={light ? 'dark.7' : 'gray.3'}
                leftSection={<IconLogout size={14} aria-hidden />}
                onClick={handleLogout}
              >
                Logout
              </Button>
            </Group>
          </Container>
        </Box>
      )}

      {/* The phone menu's code downloads on the first tap of the burger; wide screens never need it. */}
      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu opened={drawerOpen} onClose={drawer.close} onLogout={handleLogout} />
        </Suspense>
      )}
    </Box>
  );
}

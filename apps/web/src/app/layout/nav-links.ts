import type { SessionUser } from '@casecover/shared';
import { isAccountRole } from '@casecover/shared';
import type { SvgIconComponent } from '@mui/icons-material';
import Apartment from '@mui/icons-material/ApartmentOutlined';
import Assignment from '@mui/icons-material/AssignmentOutlined';
import BarChart from '@mui/icons-material/BarChartOutlined';
import Business from '@mui/icons-material/BusinessOutlined';
import Domain from '@mui/icons-material/DomainOutlined';
import People from '@mui/icons-material/PeopleOutlined';
import Place from '@mui/icons-material/PlaceOutlined';
import SpaceDashboard from '@mui/icons-material/SpaceDashboardOutlined';
import History from '@mui/icons-material/HistoryOutlined';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { paths } from '@/config/paths';
import { managesOffers } from '@/lib/roles';

export interface NavLink {
  label: string;
  /** A shorter or different label in the phone menu, where the spec asks for one. */
  mobileLabel?: string;
  to: string;
  icon: SvgIconComponent;
  /** Who sees the link; everyone when absent. */
  isVisible?: (user: SessionUser) => boolean;
  /** Who sees the link in the phone drawer, when that differs from the desktop bar. */
  mobileVisible?: (user: SessionUser) => boolean;
}

/** The main navigation, desktop bar and phone drawer alike. Each new screen adds its entry here. */
export const NAV_LINKS: NavLink[] = [
  { label: 'Dashboard', to: paths.dashboard, icon: SpaceDashboard },
  { label: 'Companies', mobileLabel: 'Company', to: paths.companies, icon: Business },
  // The spec's phone menu shows Users to the Super Admin only; the desktop bar shows it to all.
  { label: 'Users', to: paths.users, icon: People, mobileVisible: (user) => user.role === 'super_admin' },
  { label: 'Task', to: paths.tasks, icon: Assignment },
  // The hospital's roles; the Account Admin also edits them there.
  { label: 'Departments', to: paths.departments, icon: Apartment, isVisible: (user) => isAccountRole(user.role) },
  { label: 'Locations', to: paths.locations, icon: Place, isVisible: (user) => isAccountRole(user.role) },
  // Every role but the Sales Rep, who answers to the reports rather than reads them.
  { label: 'Reports', to: paths.reports, icon: BarChart, isVisible: (user) => user.role !== 'rep' },
  // The Super Admin reads every entry, an Account Admin his hospital's.
  {
    label: 'Audit log',
    to: paths.audit,
    icon: History,
    isVisible: (user) => user.role === 'super_admin' || user.role === 'account_admin',
  },
  // The platform operator's list of hospitals and health systems.
  { label: 'Accounts', to: paths.accounts, icon: Domain, isVisible: (user) => user.role === 'super_admin' },
  // The company's admin and managers: the open offers of their part, to move one to another rep.
  {
    label: 'Offers',
    to: paths.offers,
    icon: SwapHoriz,
    isVisible: managesOffers,
  },
];

export function visibleNavLinks(user: SessionUser): NavLink[] {
  return NAV_LINKS.filter((link) => !link.isVisible || link.isVisible(user));
}

export function visibleMobileNavLinks(user: SessionUser): NavLink[] {
  return visibleNavLinks(user).filter((link) => !link.mobileVisible || link.mobileVisible(user));
}
